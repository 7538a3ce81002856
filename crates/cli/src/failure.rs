//! Why a command failed, and the exit code each reason gets.
//!
//! Exit codes are part of the interface (scripts and CI branch on them), so
//! they are defined here once and documented in `docs/records.md` and in
//! `bones-cli --help`.

use core::fmt;
use std::process::ExitCode;

/// Exit codes, as printed by `bones-cli --help`.
pub const EXIT_CODES: &str = "\
Exit codes:
  0  success
  1  the record contains an illegal action
  2  usage error: unknown subcommand or option, missing or bad option value
  3  bad input: the record cannot be read, is not valid JSON, or describes an
     impossible game (unknown field, unknown or duplicated tile, wrong hand
     size or number of hands, bad settings)
  4  internal failure: output could not be written, or the engine
     contradicted itself (a bug: please report it)";

/// A command that could not do its job.
#[derive(Debug, PartialEq, Eq)]
pub enum Failure {
    /// The command line is wrong.
    Usage {
        /// The subcommand whose `--help` explains, if one was recognised.
        command: Option<&'static str>,
        /// What is wrong.
        message: String,
    },
    /// The input cannot be read or is not a possible game.
    BadInput(String),
    /// A well-formed record contains an action the rules refuse.
    Illegal {
        /// Which action, by whom, and the rule it breaks.
        message: String,
        /// Where the game stood (hand, phase, legal actions).
        context: String,
    },
    /// Output failed, or the engine broke one of its own promises.
    Internal(String),
}

impl Failure {
    /// The process exit code for this failure.
    #[must_use]
    pub const fn code(&self) -> u8 {
        match self {
            Failure::Illegal { .. } => 1,
            Failure::Usage { .. } => 2,
            Failure::BadInput(_) => 3,
            Failure::Internal(_) => 4,
        }
    }

    /// The exit code as a process status.
    #[must_use]
    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(self.code())
    }
}

/// What is printed on standard error: the first line states the problem.
impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage { command, message } => {
                write!(f, "bones-cli: error: {message}")?;
                match command {
                    Some(c) => write!(f, "\nRun `bones-cli {c} --help` for usage."),
                    None => write!(f, "\nRun `bones-cli --help` for usage."),
                }
            }
            Failure::BadInput(message) => write!(f, "bones-cli: error: {message}"),
            Failure::Illegal { message, context } => {
                write!(f, "bones-cli: error: {message}\n{context}")
            }
            Failure::Internal(message) => write!(f, "bones-cli: internal error: {message}"),
        }
    }
}
