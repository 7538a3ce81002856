//! `bones-cli`: the native command-line tool for Bones.
//!
//! A small dispatcher: each subcommand is one module exposing a `COMMAND`
//! (its options and help, see [`args::Spec`], and its `run` function),
//! listed once in [`COMMANDS`]. Adding a subcommand is one module plus one
//! line here.

#![forbid(unsafe_code)]

mod arena;
mod args;
mod bot;
mod choice;
mod console;
mod failure;
mod replay;
mod selfplay;
mod summary;

use std::ffi::OsString;
use std::process::ExitCode;

use args::{Command, Request};
use failure::Failure;

/// Every subcommand, in the order `--help` lists them.
static COMMANDS: &[&Command] = &[
    &replay::COMMAND,
    &selfplay::COMMAND,
    &arena::COMMAND,
    &bot::COMMAND,
];

fn main() -> ExitCode {
    match dispatch(std::env::args_os().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{failure}");
            failure.exit_code()
        }
    }
}

/// Finds the subcommand named by the first word and runs it.
fn dispatch(mut words: Vec<OsString>) -> Result<(), Failure> {
    if words.is_empty() {
        return Err(Failure::Usage {
            command: None,
            message: "no subcommand given".to_owned(),
        });
    }
    let first = words.remove(0);
    let name = first.to_string_lossy();
    match name.as_ref() {
        "-h" | "--help" => console::print(&overview()),
        "-V" | "--version" => console::print(concat!("bones-cli ", env!("CARGO_PKG_VERSION"))),
        "help" => match words.first().map(|w| w.to_string_lossy()) {
            None => console::print(&overview()),
            Some(topic) => console::print(&find(&topic)?.spec.help()),
        },
        _ => {
            let command = find(&name)?;
            match command.spec.parse(words)? {
                Request::Help => console::print(&command.spec.help()),
                Request::Run(parsed) => (command.run)(&parsed),
            }
        }
    }
}

fn find(name: &str) -> Result<&'static Command, Failure> {
    COMMANDS
        .iter()
        .copied()
        .find(|c| c.spec.name == name)
        .ok_or_else(|| Failure::Usage {
            command: None,
            message: format!(
                "unknown subcommand \"{name}\" (subcommands: {})",
                COMMANDS
                    .iter()
                    .map(|c| c.spec.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        })
}

/// `bones-cli --help`.
fn overview() -> String {
    let width = COMMANDS
        .iter()
        .map(|c| c.spec.name.len())
        .max()
        .unwrap_or(0);
    let mut s = String::from(
        "bones-cli: replay and play Texas 42, Texas 88, The Big Game and Domino Euchre.\n\n\
         Usage: bones-cli SUBCOMMAND [OPTIONS]\n       \
         bones-cli SUBCOMMAND --help\n\nSubcommands:\n",
    );
    for c in COMMANDS {
        s.push_str(&format!("  {:width$}  {}\n", c.spec.name, c.spec.about));
    }
    s.push('\n');
    s.push_str(failure::EXIT_CODES);
    s
}

#[cfg(test)]
mod tests {
    use super::COMMANDS;

    /// The options that take a bot's name list every bot the registry
    /// has (the lists are written out, so a new level must be added).
    #[test]
    fn bot_options_name_every_registered_bot() {
        for (command, option) in [("arena", "a"), ("bot", "bot")] {
            let help = COMMANDS
                .iter()
                .find(|c| c.spec.name == command)
                .and_then(|c| c.spec.options.iter().find(|o| o.long == option))
                .map(|o| o.help)
                .unwrap_or_else(|| panic!("{command} has --{option}"));
            for entry in bones_ai::BOTS {
                assert!(help.contains(entry.name), "{command} --{option}: {help}");
            }
        }
    }
}
