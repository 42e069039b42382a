//! No module imports one that imports it back. This test reads the sources
//! under `src/`, takes every `crate::` path in a module's code (its tests
//! left out) as an edge to the deepest module the path names, and fails
//! on any cycle, naming the modules in it. A module's use of its own
//! ancestors (a game file using `crate::games::Game`) is not an edge: the
//! ancestor declares it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every module under `src/`, by path (`text::parse`), with its source up
/// to its tests.
fn modules() -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(&root).unwrap().with_extension("");
            let mut parts: Vec<String> = relative
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            let code: String = code
                .lines()
                .map(|line| line.split("//").next().unwrap_or(""))
                .collect::<Vec<_>>()
                .join("\n");
            found.insert(parts.join("::"), code);
        }
    }
    found
}

/// The word characters of a path, from `start` in `text`.
fn path_at(text: &str, start: usize) -> &str {
    let rest = &text[start..];
    let end = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
        .unwrap_or(rest.len());
    rest[..end].trim_end_matches(':')
}

/// The deepest module of `known` that `path` (after `crate::`) names.
fn module_named<'a>(path: &str, known: &'a BTreeMap<String, String>) -> Option<&'a str> {
    let parts: Vec<&str> = path.split("::").collect();
    (1..=parts.len())
        .rev()
        .map(|n| parts[..n].join("::"))
        .find_map(|name| known.get_key_value(&name).map(|(k, _)| k.as_str()))
}

/// The modules each module uses, ancestors left out.
fn edges(known: &BTreeMap<String, String>) -> BTreeMap<&str, BTreeSet<&str>> {
    let mut edges = BTreeMap::new();
    for (module, code) in known {
        let mut used = BTreeSet::new();
        for (at, _) in code.match_indices("crate::") {
            let path = path_at(code, at + "crate::".len());
            // `use crate::text::{board, parse::Command}` names each module
            // in the braces.
            let after = &code[at + "crate::".len() + path.len()..];
            let mut paths = vec![path.to_string()];
            let braces = match path {
                "" => after.strip_prefix('{'),
                _ => after.strip_prefix("::{"),
            };
            if let Some(inner) = braces {
                let inner = &inner[..inner.find('}').unwrap_or(inner.len())];
                for item in inner.split(',').map(|item| path_at(item.trim(), 0)) {
                    match path {
                        "" => paths.push(item.to_string()),
                        _ => paths.push(format!("{path}::{item}")),
                    }
                }
            }
            for path in paths {
                if let Some(target) = module_named(&path, known) {
                    let ancestor = module.starts_with(&format!("{target}::")) || target.is_empty();
                    if target != module && !ancestor {
                        used.insert(target);
                    }
                }
            }
        }
        edges.insert(module.as_str(), used);
    }
    edges
}

/// A cycle through `start`, if there is one: the modules in order.
fn cycle_from<'a>(
    start: &'a str,
    edges: &BTreeMap<&'a str, BTreeSet<&'a str>>,
) -> Option<Vec<&'a str>> {
    let mut stack = vec![(start, vec![start])];
    let mut seen = BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for &next in edges.get(at).into_iter().flatten() {
            if next == start {
                return Some(path.clone());
            }
            if seen.insert(next) {
                let mut longer = path.clone();
                longer.push(next);
                stack.push((next, longer));
            }
        }
    }
    None
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let known = modules();
    assert!(known.contains_key("text::parse") && known.contains_key("solver::cli"));
    let edges = edges(&known);
    let cycles: Vec<String> = edges
        .keys()
        .filter_map(|&module| cycle_from(module, &edges))
        .map(|cycle| format!("{} -> {}", cycle.join(" -> "), cycle[0]))
        .collect();
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_check_sees_a_cycle_when_there_is_one() {
    let mut known = BTreeMap::new();
    known.insert("a".to_string(), "use crate::b::Thing;".to_string());
    known.insert("b".to_string(), "use crate::{a::Other, c};".to_string());
    known.insert("c".to_string(), "fn f() { crate::a::g() }".to_string());
    known.insert("a::child".to_string(), "use crate::a::Thing;".to_string());
    let edges = edges(&known);
    assert_eq!(cycle_from("a", &edges), Some(vec!["a", "b"]));
    assert_eq!(cycle_from("a::child", &edges), None);
    assert!(edges["b"].contains("c"));
}

/// The modules above the text layer: the session, the loop, the command
/// line and the solver. Text words what it is given; it never asks these.
const ABOVE_THE_TEXT_LAYER: [&str; 5] = ["session", "repl", "cli", "terminal", "solver"];

/// Each use by a `text::` module of a module above the text layer (or one
/// inside it, such as `solver::hint`), as `from -> to`.
fn upward_uses<'a>(edges: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Vec<String> {
    edges
        .iter()
        .filter(|(module, _)| module.starts_with("text::"))
        .flat_map(|(module, used)| {
            used.iter()
                .filter(|target| {
                    ABOVE_THE_TEXT_LAYER
                        .iter()
                        .any(|above| *target == above || target.starts_with(&format!("{above}::")))
                })
                .map(move |target| format!("{module} -> {target}"))
        })
        .collect()
}

#[test]
fn the_text_layer_never_reaches_up_into_the_session_the_loop_or_the_solver() {
    let known = modules();
    let edges = edges(&known);
    let upward = upward_uses(&edges);
    assert!(upward.is_empty(), "{upward:?}");
}

#[test]
fn the_layer_check_sees_text_importing_the_solver() {
    let mut known = BTreeMap::new();
    known.insert("solver".to_string(), String::new());
    known.insert("solver::hint".to_string(), String::new());
    known.insert("advice".to_string(), String::new());
    known.insert(
        "text::render".to_string(),
        "use crate::solver::hint::Hint;".to_string(),
    );
    known.insert(
        "text::odds".to_string(),
        "use crate::advice::Odds;".to_string(),
    );
    let edges = edges(&known);
    assert_eq!(upward_uses(&edges), vec!["text::render -> solver::hint"]);
}
