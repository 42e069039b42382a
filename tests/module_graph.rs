//! No module imports one that imports it back. This test follows the
//! module tree from `src/lib.rs` (`mod` declarations, `#[path]` files and
//! inline `mod name { .. }` blocks, test modules too), reads every file
//! whole, and takes as an edge every path in a module's code that names
//! another module of the crate: `crate::`, `super::` and `self::` paths,
//! and paths that start with a child module's name, in `use` trees (braces
//! within braces) and in expressions alike. It fails on any circle of
//! modules, naming the modules in it. A module's use of its own ancestors
//! (a game file using `crate::games::Game`, or `super::*` in a test
//! module) is not an edge: the ancestor declares it. Further tests hold
//! the layers: the text layer never reaches up into the session or the
//! solver, the games import nothing above them, the search library
//! (`solver`) imports only the games and what they stand on, and the file
//! formats and the commands (`commands/`) do not borrow from the renderer.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

/// True for the characters of an identifier.
fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// `text` with its comments and the insides of its string and character
/// literals turned to spaces, byte for byte, so that offsets still match
/// `text` and every brace and path left is code's.
fn code_of(text: &str) -> String {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, c: char| {
        if c == '\n' {
            out.push('\n');
        } else {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    };
    let at = |i: usize| chars.get(i).map(|&(_, c)| c);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i].1;
        let before = i.checked_sub(1).and_then(at);
        match (c, at(i + 1)) {
            ('/', Some('/')) => {
                while i < chars.len() && chars[i].1 != '\n' {
                    blank(&mut out, chars[i].1);
                    i += 1;
                }
            }
            ('/', Some('*')) => {
                let mut depth = 0;
                loop {
                    match (at(i), at(i + 1)) {
                        (Some('/'), Some('*')) => {
                            depth += 1;
                            out.push_str("  ");
                            i += 2;
                        }
                        (Some('*'), Some('/')) => {
                            depth -= 1;
                            out.push_str("  ");
                            i += 2;
                            if depth == 0 {
                                break;
                            }
                        }
                        (Some(c), _) => {
                            blank(&mut out, c);
                            i += 1;
                        }
                        (None, _) => break,
                    }
                }
            }
            ('r', Some('"' | '#')) if !before.is_some_and(is_ident) || before == Some('b') => {
                // A raw string: r"..", r#".."#, br".." (the b is already out).
                let mut hashes = 0;
                let mut j = i + 1;
                while at(j) == Some('#') {
                    hashes += 1;
                    j += 1;
                }
                if at(j) != Some('"') {
                    out.push(c);
                    i += 1;
                    continue;
                }
                out.push('r');
                out.extend(std::iter::repeat_n('#', hashes));
                out.push('"');
                i = j + 1;
                while i < chars.len() {
                    let closes = chars[i].1 == '"' && (1..=hashes).all(|k| at(i + k) == Some('#'));
                    if closes {
                        out.push('"');
                        out.extend(std::iter::repeat_n('#', hashes));
                        i += 1 + hashes;
                        break;
                    }
                    blank(&mut out, chars[i].1);
                    i += 1;
                }
            }
            ('"', _) => {
                out.push('"');
                i += 1;
                while i < chars.len() && chars[i].1 != '"' {
                    if chars[i].1 == '\\' {
                        blank(&mut out, '\\');
                        i += 1;
                    }
                    if let Some(c) = at(i) {
                        blank(&mut out, c);
                    }
                    i += 1;
                }
                out.push('"');
                i += 1;
            }
            ('\'', Some('\\')) => {
                // An escaped character literal: '\n', '\'', '\u{1F0A1}'.
                out.push('\'');
                blank(&mut out, '\\');
                i += 2;
                if let Some(c) = at(i) {
                    blank(&mut out, c);
                    i += 1;
                }
                while i < chars.len() && chars[i].1 != '\'' {
                    blank(&mut out, chars[i].1);
                    i += 1;
                }
                out.push('\'');
                i += 1;
            }
            ('\'', Some(inner)) if at(i + 2) == Some('\'') => {
                out.push('\'');
                blank(&mut out, inner);
                out.push('\'');
                i += 3;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// The offset of the brace that closes the one at `open` in `code`.
fn closing_brace(code: &str, open: usize) -> usize {
    let mut depth = 0;
    for (i, c) in code[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + i;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// Each occurrence of the word `word` in `code` (not part of a longer
/// identifier), by offset.
fn word_at(code: &str, word: &str) -> Vec<usize> {
    code.match_indices(word)
        .map(|(at, _)| at)
        .filter(|&at| {
            let before = code[..at].chars().next_back();
            let after = code[at + word.len()..].chars().next();
            !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
        })
        .collect()
}

/// A module of the crate: its code (comments and literals blanked, its
/// inline child modules cut out), the names of its child modules, and
/// whether it is built only for tests.
#[derive(Default)]
struct Module {
    code: String,
    children: BTreeSet<String>,
    test_only: bool,
}

/// The module path of `child` in `parent` (`""` is the crate root).
fn joined(parent: &str, child: &str) -> String {
    match parent {
        "" => child.to_string(),
        _ => format!("{parent}::{child}"),
    }
}

/// The parent of module `name` (the root's parent is the root).
fn parent_of(name: &str) -> &str {
    name.rsplit_once("::").map_or("", |(parent, _)| parent)
}

/// Where a module's files are: the directory its `mod x;` children live
/// in, and the one its `#[path]` attributes are relative to.
struct Dirs {
    children: PathBuf,
    path_attributes: PathBuf,
}

/// Reads the module `name` from `file`, and its children, into `modules`;
/// each file read goes into `files`.
fn load_file(
    name: &str,
    test_only: bool,
    file: &Path,
    modules: &mut BTreeMap<String, Module>,
    files: &mut BTreeSet<PathBuf>,
) {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
    files.insert(file.to_path_buf());
    let here = file.parent().unwrap().to_path_buf();
    let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
    let children = match stem.as_str() {
        "lib" | "main" | "mod" => here.clone(),
        _ => here.join(&stem),
    };
    let dirs = Dirs {
        children,
        path_attributes: here,
    };
    load_body(
        name,
        test_only,
        &text,
        code_of(&text),
        &dirs,
        modules,
        files,
    );
}

/// Reads the module `name` whose source is `text` (with `code` its
/// [`code_of`]), and its children, into `modules`.
fn load_body(
    name: &str,
    test_only: bool,
    text: &str,
    mut code: String,
    dirs: &Dirs,
    modules: &mut BTreeMap<String, Module>,
    files: &mut BTreeSet<PathBuf>,
) {
    let mut module = Module {
        test_only,
        ..Module::default()
    };
    let mut from = 0;
    while let Some(found) = word_at(&code[from..], "mod").first().map(|&at| from + at) {
        from = found + 3;
        // Only a `mod` that starts an item: after `;`, a brace, an
        // attribute's `]` or a visibility, with nothing else between.
        let before = code[..found].trim_end();
        let starts_item = before.is_empty()
            || before.ends_with([';', '{', '}', ']'])
            || before.ends_with("pub")
            || before.ends_with(')') && before.contains("pub(");
        let name_at = from + (code[from..].len() - code[from..].trim_start().len());
        let child_len = code[name_at..].find(|c: char| !is_ident(c)).unwrap_or(0);
        let child = code[name_at..name_at + child_len].to_string();
        let after_at = name_at + child_len;
        let after_at = after_at + (code[after_at..].len() - code[after_at..].trim_start().len());
        let after = &code[after_at..];
        if !starts_item || child.is_empty() {
            continue;
        }
        let child_name = joined(name, &child);
        module.children.insert(child.clone());
        let item_start = code[..found].rfind([';', '{', '}']).map_or(0, |i| i + 1);
        let attributes = &text[item_start..found];
        let child_test_only = test_only || attributes.contains("#[cfg(test)]");
        if after.starts_with(';') {
            // `#[path = "x.rs"]` among the attributes before it.
            let file = match attributes.find("#[path") {
                Some(at) => {
                    let quoted = attributes[at..].split('"').nth(1).unwrap();
                    dirs.path_attributes.join(quoted)
                }
                None => {
                    let flat = dirs.children.join(format!("{child}.rs"));
                    match flat.exists() {
                        true => flat,
                        false => dirs.children.join(&child).join("mod.rs"),
                    }
                }
            };
            load_file(&child_name, child_test_only, &file, modules, files);
        } else if after.starts_with('{') {
            let open = after_at;
            let close = closing_brace(&code, open);
            let inner_dirs = Dirs {
                children: dirs.children.join(&child),
                path_attributes: dirs.path_attributes.join(&child),
            };
            load_body(
                &child_name,
                child_test_only,
                &text[open + 1..close],
                code[open + 1..close].to_string(),
                &inner_dirs,
                modules,
                files,
            );
            // The child's code is its own, not this module's.
            let blanked: String = code[open + 1..close]
                .chars()
                .map(|c| if c == '\n' { '\n' } else { ' ' })
                .collect();
            code.replace_range(open + 1..close, &blanked);
            from = close;
        }
    }
    module.code = code;
    modules.insert(name.to_string(), module);
}

/// Every module of the library crate, by path (`text::parse`, `""` for the
/// root), from `src/lib.rs` down.
fn modules() -> BTreeMap<String, Module> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut modules = BTreeMap::new();
    let mut files = BTreeSet::new();
    load_file("", false, &src.join("lib.rs"), &mut modules, &mut files);
    // Every source file is some module's (the binary's `main.rs` aside).
    let mut dirs = vec![src.clone()];
    let mut unread = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && path != src.join("main.rs")
                && !files.contains(&path)
            {
                unread.push(path);
            }
        }
    }
    assert!(
        unread.is_empty(),
        "files the module tree does not reach: {unread:?}"
    );
    modules
}

/// The word characters of a path (`crate::a::b`), from `start` in `text`.
fn path_at(text: &str, start: usize) -> &str {
    let rest = &text[start..];
    let mut end = 0;
    let bytes = rest.as_bytes();
    while end < rest.len() {
        let c = bytes[end] as char;
        if is_ident(c) {
            end += 1;
        } else if rest[end..].starts_with("::")
            && rest[end + 2..].starts_with(|c: char| is_ident(c))
        {
            end += 2;
        } else {
            break;
        }
    }
    &rest[..end]
}

/// The offset of the `}` that closes the `{` at offset 0 of `text`.
fn closing(text: &str) -> usize {
    closing_brace(text, 0)
}

/// The paths a `use` tree names (`a::{b, c::{d, e}}` names `a::b`,
/// `a::c::d` and `a::c::e`), each after `prefix`.
fn use_paths(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    match tree.find('{') {
        None => {
            let path = tree.split(" as ").next().unwrap().trim();
            let path = path.trim_end_matches("::*").trim_end_matches('*');
            let path = path.strip_suffix("::self").unwrap_or(path);
            let full = match (prefix, path) {
                (_, "self") => prefix.trim_end_matches("::").to_string(),
                _ => format!("{prefix}{path}"),
            };
            if !full.is_empty() {
                out.push(full);
            }
        }
        Some(open) => {
            let head = &tree[..open];
            let inner = &tree[open + 1..open + closing(&tree[open..])];
            let mut depth = 0;
            let mut start = 0;
            let mut items = Vec::new();
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        items.push(&inner[start..i]);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            items.push(&inner[start..]);
            let prefix = format!("{prefix}{}", head.trim());
            for item in items.into_iter().filter(|i| !i.trim().is_empty()) {
                use_paths(&prefix, item, out);
            }
        }
    }
}

/// The module `path`, written in module `at`, names: the deepest module
/// of `known` along it, or `None` for a path outside the crate.
fn module_named<'a>(at: &str, path: &str, known: &'a BTreeMap<String, Module>) -> Option<&'a str> {
    let mut parts = path.split("::").peekable();
    let mut base = match *parts.peek()? {
        "crate" => {
            parts.next();
            String::new()
        }
        "self" => {
            parts.next();
            at.to_string()
        }
        "super" => {
            let mut base = at;
            while parts.peek() == Some(&"super") {
                parts.next();
                base = parent_of(base);
            }
            base.to_string()
        }
        first if known[at].children.contains(first) => at.to_string(),
        _ => return None,
    };
    for part in parts {
        let next = joined(&base, part);
        if !known.contains_key(&next) {
            break;
        }
        base = next;
    }
    known.get_key_value(&base).map(|(k, _)| k.as_str())
}

/// Every path in `module`'s code that may name a module of the crate:
/// those of its `use` trees, then those in its other code.
fn paths_in(module: &Module) -> Vec<String> {
    let mut code = module.code.clone();
    let mut paths = Vec::new();
    for found in word_at(&module.code, "use") {
        let Some(end) = module.code[found..].find(';') else {
            continue;
        };
        let tree = &module.code[found + 3..found + end];
        use_paths("", tree, &mut paths);
        code.replace_range(found..found + end, &" ".repeat(end));
    }
    let starts: Vec<String> = ["crate", "super", "self"]
        .into_iter()
        .map(String::from)
        .chain(module.children.iter().cloned())
        .collect();
    for start in &starts {
        for found in word_at(&code, start) {
            // The first segment of a path, followed by more of it.
            let first = !code[..found].ends_with("::") && !code[..found].ends_with('$');
            let path = path_at(&code, found);
            if first && path.len() > start.len() {
                paths.push(path.to_string());
            }
        }
    }
    paths
}

/// The modules each module uses, its ancestors left out.
fn edges(known: &BTreeMap<String, Module>) -> BTreeMap<&str, BTreeSet<&str>> {
    let mut edges = BTreeMap::new();
    for (name, module) in known {
        let mut used = BTreeSet::new();
        for path in paths_in(module) {
            if let Some(target) = module_named(name, &path, known) {
                let ancestor = target.is_empty() || name.starts_with(&format!("{target}::"));
                if target != name && !ancestor {
                    used.insert(target);
                }
            }
        }
        edges.insert(name.as_str(), used);
    }
    edges
}

/// The circles of the graph: each strongly connected set of two or more
/// modules (Tarjan's algorithm), in the order found.
fn circles<'a>(edges: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Vec<Vec<&'a str>> {
    struct State<'a, 'b> {
        edges: &'b BTreeMap<&'a str, BTreeSet<&'a str>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<&'a str>>,
    }
    fn visit<'a>(state: &mut State<'a, '_>, at: &'a str) {
        let n = state.index.len();
        state.index.insert(at, n);
        state.low.insert(at, n);
        state.stack.push(at);
        state.on_stack.insert(at);
        for &next in state.edges.get(at).into_iter().flatten() {
            if !state.index.contains_key(next) {
                visit(state, next);
                let low = state.low[at].min(state.low[next]);
                state.low.insert(at, low);
            } else if state.on_stack.contains(next) {
                let low = state.low[at].min(state.index[next]);
                state.low.insert(at, low);
            }
        }
        if state.low[at] == state.index[at] {
            let mut members = Vec::new();
            while let Some(top) = state.stack.pop() {
                state.on_stack.remove(top);
                members.push(top);
                if top == at {
                    break;
                }
            }
            if members.len() > 1 {
                members.sort_unstable();
                state.found.push(members);
            }
        }
    }
    let mut state = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for &module in edges.keys() {
        if !state.index.contains_key(module) {
            visit(&mut state, module);
        }
    }
    state.found
}

/// The shortest cycle from `start` back to it among `members`, in order.
fn shortest_cycle<'a>(
    start: &'a str,
    members: &[&'a str],
    edges: &BTreeMap<&'a str, BTreeSet<&'a str>>,
) -> Vec<&'a str> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        for &next in edges.get(at).into_iter().flatten() {
            if !members.contains(&next) {
                continue;
            }
            if next == start {
                let mut cycle = vec![at];
                let mut here = at;
                while here != start {
                    here = came_from[here];
                    cycle.push(here);
                }
                cycle.reverse();
                return cycle;
            }
            if !came_from.contains_key(next) {
                came_from.insert(next, at);
                queue.push_back(next);
            }
        }
    }
    vec![start]
}

/// Each circle as a sentence: its size, one shortest cycle through its
/// first module, and all its modules.
fn circle_report(edges: &BTreeMap<&str, BTreeSet<&str>>) -> Vec<String> {
    circles(edges)
        .iter()
        .map(|members| {
            let cycle = shortest_cycle(members[0], members, edges);
            format!(
                "a circle of {} modules, such as {} -> {}; all of them: {}",
                members.len(),
                cycle.join(" -> "),
                cycle[0],
                members.join(", ")
            )
        })
        .collect()
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let known = modules();
    assert!(known.contains_key("text::parse") && known.contains_key("commands::solve"));
    assert!(
        known.contains_key("games::golf::tests"),
        "test modules are read"
    );
    let edges = edges(&known);
    let report = circle_report(&edges);
    assert!(report.is_empty(), "import circles:\n{}", report.join("\n"));
}

/// A crate of modules written out, for the checks' own tests: each
/// module's children are the modules written out under it.
fn crate_of(sources: &[(&str, &str)]) -> BTreeMap<String, Module> {
    let mut known = BTreeMap::new();
    for (name, text) in sources {
        let children = sources
            .iter()
            .filter(|(other, _)| !other.is_empty() && parent_of(other) == *name)
            .map(|(other, _)| other.rsplit("::").next().unwrap().to_string())
            .collect();
        let module = Module {
            code: code_of(text),
            children,
            test_only: name.ends_with("tests"),
        };
        known.insert(name.to_string(), module);
    }
    known
}

#[test]
fn the_check_sees_a_cycle_when_there_is_one() {
    let known = crate_of(&[
        ("", "pub mod a; pub mod b; pub mod c;"),
        ("a", "use crate::b::Thing;"),
        ("b", "use crate::{a::Other, c};"),
        ("c", "fn f() { crate::a::g() }"),
        ("a::child", "use crate::a::Thing;"),
    ]);
    let edges = edges(&known);
    assert_eq!(circles(&edges), vec![vec!["a", "b", "c"]]);
    assert_eq!(
        shortest_cycle("a", &["a", "b", "c"], &edges),
        vec!["a", "b"]
    );
    assert!(edges["b"].contains("c"));
    assert!(edges["a::child"].is_empty(), "an ancestor is no edge");
}

/// The paths the first check missed: `super::` and bare child paths, and
/// braces within braces.
#[test]
fn the_check_reads_super_paths_nested_braces_and_the_whole_file() {
    let known = crate_of(&[
        ("", "pub mod games; pub mod text; pub mod solver;"),
        (
            "games",
            "pub mod golf; pub mod stock;\n#[cfg(test)]\nmod t;\nuse stock::Stock;",
        ),
        ("games::golf", "use super::stock::Stock;"),
        (
            "games::stock",
            "fn f() { crate::text::suggest::closest(\"x\") }",
        ),
        (
            "text",
            "pub mod suggest; use crate::{games::{golf, stock}};",
        ),
        (
            "text::suggest",
            "/* crate::solver */ const S: &str = \"crate::solver\";\n\
             fn g() { super::super::games::stock::f() }",
        ),
        ("solver", "use super::games::golf as g;"),
    ]);
    let edges = edges(&known);
    assert!(edges["games::golf"].contains("games::stock"));
    assert!(edges["games"].contains("games::stock"));
    assert!(edges["games::stock"].contains("text::suggest"));
    assert!(edges["text"].contains("games::golf") && edges["text"].contains("games::stock"));
    assert!(edges["solver"].contains("games::golf"));
    assert_eq!(
        edges["text::suggest"],
        BTreeSet::from(["games::stock"]),
        "comments and strings are no paths"
    );
    assert_eq!(circles(&edges), vec![vec!["games::stock", "text::suggest"]]);
}

#[test]
fn comments_and_literals_are_blanked_byte_for_byte() {
    let text = "let a = '{'; // crate::x\nlet b = r#\"}\"#; let c = \"é{\"; 'life: loop {}";
    let code = code_of(text);
    assert_eq!(code.len(), text.len());
    assert!(!code.contains("crate::x"));
    assert_eq!(code.matches('{').count(), 1, "{code}");
    assert!(code.contains("'life: loop {}"));
}

#[test]
fn inline_and_path_modules_are_modules_of_their_own() {
    let known = modules();
    assert!(known.contains_key("games::variants::tests"));
    assert!(known.contains_key("games::golf::tests"));
    assert!(known.contains_key("session::eliminator_target_tests"));
    // A test module's code is not its parent's.
    assert!(known["games::variants::tests"]
        .code
        .contains("fn pairs_variant_is_only_for_suit_elevens"));
    assert!(!known["games::variants"]
        .code
        .contains("fn pairs_variant_is_only_for_suit_elevens"));
}

/// Each use by a module under `from` of a module in `forbidden` (or one
/// inside it), as `from -> to`. Test modules may use anything above them
/// to set a case up (they are used by nothing, so they close no circle);
/// the layers are the shipped code's.
fn uses_of<'a>(
    known: &BTreeMap<String, Module>,
    edges: &BTreeMap<&'a str, BTreeSet<&'a str>>,
    from: &[&str],
    forbidden: &[&str],
) -> Vec<String> {
    let within = |module: &str, of: &[&str]| {
        of.iter()
            .any(|m| module == *m || module.starts_with(&format!("{m}::")))
    };
    edges
        .iter()
        .filter(|(module, _)| within(module, from) && !known[**module].test_only)
        .flat_map(|(module, used)| {
            used.iter()
                .filter(|target| within(target, forbidden))
                .map(move |target| format!("{module} -> {target}"))
        })
        .collect()
}

/// The modules above the text layer: the session, the loop, the command
/// line and its commands, and the solver. Text words what it is given; it
/// never asks these.
const ABOVE_THE_TEXT_LAYER: [&str; 6] =
    ["session", "repl", "cli", "commands", "terminal", "solver"];

#[test]
fn the_text_layer_never_reaches_up_into_the_session_the_loop_or_the_solver() {
    let known = modules();
    let edges = edges(&known);
    let upward = uses_of(&known, &edges, &["text"], &ABOVE_THE_TEXT_LAYER);
    assert!(upward.is_empty(), "{upward:?}");
}

#[test]
fn the_layer_check_sees_text_importing_the_solver() {
    let known = crate_of(&[
        ("", ""),
        ("solver", ""),
        ("solver::hint", ""),
        ("advice", ""),
        ("text", ""),
        ("text::render", "use crate::solver::hint::Hint;"),
        ("text::odds", "use crate::advice::Odds;"),
    ]);
    let edges = edges(&known);
    assert_eq!(
        uses_of(&known, &edges, &["text"], &ABOVE_THE_TEXT_LAYER),
        vec!["text::render -> solver::hint"]
    );
}

/// What the games stand on: cards, deals, the pieces of a message and the
/// small pieces of English every sentence shares (`words`: a count said
/// with its noun in the right number). They know nothing of how they are
/// rendered, saved or solved.
const BELOW_THE_GAMES: [&str; 4] = ["cards", "deal", "message", "words"];

/// The top-level modules of `known` but `layer` itself and those it
/// stands on (`below`): what `layer` must never import.
fn above<'a>(known: &'a BTreeMap<String, Module>, layer: &str, below: &[&str]) -> Vec<&'a str> {
    let mut above: Vec<&str> = known
        .keys()
        .map(|m| m.split("::").next().unwrap())
        .filter(|m| !m.is_empty() && *m != layer && !below.contains(m))
        .collect();
    above.dedup();
    above
}

#[test]
fn the_games_import_nothing_above_them() {
    let known = modules();
    let edges = edges(&known);
    let above = above(&known, "games", &BELOW_THE_GAMES);
    let upward = uses_of(&known, &edges, &["games"], &above);
    assert!(upward.is_empty(), "{upward:?}");
}

/// What the search library (`solver`: exact search, hints, odds, batch
/// simulation) stands on: the games and what they stand on, and what a
/// hint returns (`advice`). It knows nothing of the command line, the
/// text layer, the session, files or the terminal; the commands that run
/// it (`commands/`) sit above it.
const BELOW_THE_SOLVER: [&str; 6] = ["cards", "deal", "message", "words", "games", "advice"];

/// Each import of a module above the search library by a module under
/// `solver`, its test modules aside, as `from -> to`.
fn solver_imports_above_it(known: &BTreeMap<String, Module>) -> Vec<String> {
    let edges = edges(known);
    let above = above(known, "solver", &BELOW_THE_SOLVER);
    uses_of(known, &edges, &["solver"], &above)
}

#[test]
fn the_search_library_imports_only_cards_deal_message_words_games_and_advice() {
    let upward = solver_imports_above_it(&modules());
    assert!(
        upward.is_empty(),
        "the search library imports above its layer: {upward:?}"
    );
}

#[test]
fn the_layer_check_sees_the_search_library_importing_the_session() {
    let known = crate_of(&[
        ("", ""),
        ("advice", ""),
        ("games", ""),
        ("session", ""),
        ("text", ""),
        ("text::width", ""),
        ("solver", "pub mod covered; pub mod hint;"),
        (
            "solver::covered",
            "use crate::session::Session;\nuse crate::games::Game;",
        ),
        (
            "solver::hint",
            "pub use crate::advice::Hint; fn f() { crate::text::width::fit() }",
        ),
        // A test module may set its case up with anything.
        ("solver::hint::tests", "use crate::session::Session;"),
    ]);
    assert_eq!(
        solver_imports_above_it(&known),
        vec!["solver::covered -> session", "solver::hint -> text::width"]
    );
}

#[test]
fn file_formats_and_the_commands_borrow_nothing_from_the_renderer() {
    let known = modules();
    let edges = edges(&known);
    let formats = ["board_file", "savefile", "record", "stats_report"];
    let borrowed = uses_of(&known, &edges, &formats, &["text::render"]);
    assert!(borrowed.is_empty(), "{borrowed:?}");
    let commands = uses_of(&known, &edges, &["commands"], &["session", "text::render"]);
    assert!(commands.is_empty(), "{commands:?}");
}
