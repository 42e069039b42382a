//! The patience(1) man page in docs/patience.1 is generated from the clap
//! definitions, so it cannot disagree with `patience --help`. This test fails
//! when the committed page is stale; regenerate it with
//! `UPDATE_MAN_PAGE=1 cargo test --test integration man_page::`.

use clap::CommandFactory;
use patience::cli::Cli;
use patience::exit_code::ExitCode;
use std::io::Write;

/// Sections written by hand: the environment and files the program reads.
const ENVIRONMENT: &str = r#".SH ENVIRONMENT
.TP
\fBNO_COLOR\fR
When set to a non-empty value, \fB\-\-color auto\fR (the default) does not colour.
.TP
\fBTERM\fR
When \fBdumb\fR, no colour under \fB\-\-color auto\fR and no line editor: a plain prompt.
.TP
\fBPATIENCE_ACCESSIBLE\fR
When set to a value other than empty or 0, the same as \fB\-\-accessible\fR.
.TP
\fBCOLUMNS\fR
When standard output is a terminal, the width to wrap to instead of the terminal's own (at most 79). Into a pipe the width is always 79.
.TP
\fBPATIENCE_HOME\fR, \fBXDG_DATA_HOME\fR, \fBHOME\fR
Where the data directory is: $PATIENCE_HOME, else $XDG_DATA_HOME/patience, else ~/.local/share/patience.
.SH FILES
.TP
\fIDATA_DIRECTORY\fR/history
The command history of interactive games, kept across sessions. Never written in script mode or when input is not a terminal.
.TP
\fIDATA_DIRECTORY\fR/records.tsv
The record of games played, one tab\-separated line per game; read by \fBpatience stats\fR. Games from a script or pipe are recorded only with \fB\-\-record\fR.
.TP
\fIDATA_DIRECTORY\fR/last\-game.txt
The last recorded game left unfinished, as a saved game; \fBpatience resume\fR without FILE carries it on.
.SH "SEE ALSO"
In the source repository: docs/commands.md (every command), docs/rules/*.md (the rules of each game), docs/accessibility.md (display modes and screen readers).
"#;

/// The man page: clap's page for `patience` (its commands named as the
/// sections below that describe them, and its examples a line each), then
/// each subcommand's synopsis and options, then the commands at the prompt
/// (from the command table), the exit statuses (from `ExitCode`), then the
/// hand-written sections.
fn man_page() -> Vec<u8> {
    let command = Cli::command();
    let mut top = Vec::new();
    clap_mangen::Man::new(command.clone())
        .render(&mut top)
        .unwrap();
    let mut top = String::from_utf8(top).unwrap();
    // clap_mangen names each subcommand as a page of its own,
    // patience-play(1), which does not exist: they are sections of this one.
    let names = command.get_subcommands().map(|sub| sub.get_name());
    for name in names.chain(["help"]) {
        top = top.replace(
            &format!("patience\\-{name}(1)"),
            &format!("\\fBpatience {name}\\fR"),
        );
    }
    let mut page = examples_a_line_each(&top).into_bytes();
    for sub in command.get_subcommands() {
        let name = format!("patience {}", sub.get_name());
        let man = clap_mangen::Man::new(sub.clone().bin_name(&name));
        writeln!(page, ".SH \"{}\"", name.to_uppercase()).unwrap();
        if let Some(about) = sub.get_about() {
            writeln!(page, "{about}").unwrap();
        }
        let mut parts = Vec::new();
        man.render_synopsis_section(&mut parts).unwrap();
        man.render_options_section(&mut parts).unwrap();
        let parts = String::from_utf8(parts).unwrap().replace(".SH ", ".SS ");
        page.extend_from_slice(parts.as_bytes());
    }
    page.extend_from_slice(patience::text::help::man_section().as_bytes());
    page.extend_from_slice(exit_status_section().as_bytes());
    page.extend_from_slice(ENVIRONMENT.as_bytes());
    page
}

/// clap's EXTRA section (the `after_help` text) as EXAMPLES, each line its
/// own: roff would run the lines together into one.
fn examples_a_line_each(top: &str) -> String {
    let start = top.find(".SH EXTRA\n").expect("clap writes the after_help");
    let body_start = start + ".SH EXTRA\n".len();
    let end = body_start + top[body_start..].find("\n.SH ").expect("a section follows");
    let body = top[body_start..end].replace('\n', "\n.br\n");
    format!("{}.SH EXAMPLES\n{body}{}", &top[..start], &top[end..])
}

/// The EXIT STATUS section, from the program's own `ExitCode`.
fn exit_status_section() -> String {
    let mut section = String::from(".SH \"EXIT STATUS\"\n");
    for kind in ExitCode::KINDS {
        let (status, meaning) = kind.described();
        section.push_str(&format!(
            ".TP\n\\fB{status}\\fR\n{}\n",
            meaning.replace('-', "\\-")
        ));
    }
    section
}

#[test]
fn the_committed_man_page_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/patience.1");
    let page = man_page();
    if std::env::var_os("UPDATE_MAN_PAGE").is_some() {
        std::fs::write(path, &page).unwrap();
    }
    let committed = std::fs::read(path).unwrap_or_default();
    assert!(
        committed == page,
        "docs/patience.1 is stale; run UPDATE_MAN_PAGE=1 cargo test --test integration man_page::"
    );
}

/// The committed page as `man -l` shows it at 80 columns: no warnings from
/// the formatter, an EXIT STATUS section, examples a line each, and no
/// pointer to a page that does not exist (`patience-play(1)`).
#[test]
#[ignore = "needs man (man-db)"]
fn man_l_shows_exit_status_and_examples_and_names_no_missing_page() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/patience.1");
    let output = std::process::Command::new("man")
        .args(["--warnings", "-l", path])
        .env("MANWIDTH", "80")
        .env("MANPAGER", "cat")
        .env("PAGER", "cat")
        .output()
        .expect("man (man-db) is installed; .ci/run installs it");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.trim().is_empty(), "man warns: {stderr}");
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    assert!(lines.contains(&"EXIT STATUS"), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("65 ")), "{text}");
    assert!(lines.contains(&"EXAMPLES"), "{text}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Start with:") && l.ends_with("patience elevens)")),
        "{text}"
    );
    assert!(lines.contains(&"List the games: patience list"), "{text}");
    assert!(!text.contains("patience-"), "{text}");
}

#[test]
fn the_man_page_documents_every_command_at_the_prompt_from_the_table() {
    let page = String::from_utf8(man_page()).unwrap();
    let section = &page[page.find(".SH \"COMMANDS AT THE PROMPT\"").unwrap()..];
    for spec in patience::text::commands::COMMANDS {
        let heading = format!(".TP\n\\fB{}\\fR", spec.name);
        let at = section
            .find(&format!("{heading}\n"))
            .or_else(|| section.find(&format!("{heading} ")))
            .unwrap_or_else(|| panic!("{}: no heading", spec.name));
        let line = section[at + ".TP\n".len()..].lines().next().unwrap();
        assert_eq!(
            other_words(line),
            spec.aliases,
            "{}: the words of {line:?}",
            spec.name
        );
    }
}

/// The other words a command's heading line in the man page gives, as
/// typed: `\fBremove\fR (also r, rm)` gives `r` and `rm`.
fn other_words(line: &str) -> Vec<String> {
    match line.split_once(" (also ") {
        None => Vec::new(),
        Some((_, words)) => words
            .strip_suffix(')')
            .unwrap_or_else(|| panic!("{line:?} ends its words with a parenthesis"))
            .split(", ")
            .map(|word| word.replace("\\-", "-").replace("\\e", "\\"))
            .collect(),
    }
}

#[test]
fn the_man_page_documents_every_display_option() {
    let page = String::from_utf8(man_page()).unwrap();
    for option in [
        "words",
        "unicode",
        "color",
        "accessible",
        "verbosity",
        "NO_COLOR",
    ] {
        assert!(page.contains(option), "{option}");
    }
}
