//! Running the built `bones-cli` binary, shared by the integration tests.

#![allow(dead_code)] // each test file uses a different part

pub mod hostile;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// What one run of the binary did.
#[derive(Debug)]
pub struct Run {
    /// Exit code (`None`: killed by a signal, e.g. a panic with abort).
    pub code: Option<i32>,
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
}

/// Runs `bones-cli args...`, feeding `stdin` to it.
pub fn run(args: &[&str], stdin: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bones-cli"))
        .args(args)
        .current_dir(repo_root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bones-cli binary starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    // Fed from a thread while the output is read: a long input would fill
    // the output pipe with replies before it is all written, and both
    // sides would wait for ever. The binary may exit before reading
    // everything (usage errors), so a failed write is not an error.
    let stdin = stdin.to_owned();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(stdin.as_bytes());
    });
    let out = child.wait_with_output().expect("bones-cli runs to the end");
    feeder.join().expect("the input thread does not panic");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
    }
}

/// The workspace root (the binary runs there, so paths are as in the docs).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `docs/examples/NAME`.
pub fn example_path(name: &str) -> String {
    format!("docs/examples/{name}")
}

/// The text of `docs/examples/NAME`.
pub fn example(name: &str) -> String {
    std::fs::read_to_string(repo_root().join(example_path(name))).expect("the example exists")
}

/// Every file in `docs/examples/`, sorted.
pub fn example_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(repo_root().join("docs/examples"))
        .expect("docs/examples exists")
        .map(|e| {
            e.expect("readable entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// Parses a run's standard output as JSON.
pub fn json(run: &Run) -> serde_json::Value {
    serde_json::from_str(&run.stdout)
        .unwrap_or_else(|e| panic!("stdout is JSON ({e}): {}", run.stdout))
}
