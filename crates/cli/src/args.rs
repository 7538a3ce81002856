//! Command-line parsing shared by every subcommand.
//!
//! Each subcommand declares its options as a static [`Spec`]; [`Spec::parse`]
//! checks the command line against it and [`Spec::help`] renders `--help`
//! from the same declaration, so the help can never list an option the
//! parser does not know. Hand-rolled because the CLI takes a handful of
//! `--name value` options: a parsing crate would cost more CI build time
//! than this file.

use core::fmt::Write as _;
use core::str::FromStr;
use std::ffi::OsString;

use crate::failure::Failure;

/// One `--name` option.
pub struct Opt {
    /// The name after `--`.
    pub long: &'static str,
    /// The placeholder of its value (`N`, `GAME`); `None` for a flag.
    pub value: Option<&'static str>,
    /// Whether the command cannot run without it.
    pub required: bool,
    /// One line of help.
    pub help: &'static str,
}

/// One positional argument (every positional is required).
pub struct Positional {
    /// The placeholder (`FILE`).
    pub name: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// What a subcommand accepts, and the words of its `--help`.
pub struct Spec {
    /// The subcommand's name (`replay`).
    pub name: &'static str,
    /// One line saying what it does.
    pub about: &'static str,
    /// Positional arguments, in order.
    pub positionals: &'static [Positional],
    /// Options, in the order help lists them.
    pub options: &'static [Opt],
    /// Further help text (output, exit codes, examples); may be empty.
    pub details: &'static str,
}

/// A subcommand: what it accepts, and the function that runs it. Each
/// subcommand module exposes one as `COMMAND`; `main.rs` lists them.
pub struct Command {
    /// Options and help.
    pub spec: Spec,
    /// Runs the subcommand on a matching command line.
    pub run: fn(&Parsed) -> Result<(), Failure>,
}

/// A command line that matched its [`Spec`].
#[derive(Debug, Default)]
pub struct Parsed {
    command: &'static str,
    values: Vec<(&'static str, String)>,
    flags: Vec<&'static str>,
    positionals: Vec<String>,
}

/// What the user asked for.
#[derive(Debug)]
pub enum Request {
    /// Run the command with these arguments.
    Run(Parsed),
    /// Print the command's help.
    Help,
}

impl Spec {
    /// Matches `args` (the words after the subcommand's name) against this
    /// spec.
    ///
    /// # Errors
    /// A usage [`Failure`] naming the first problem: an unknown option, a
    /// missing value, a repeated option, a missing or extra argument.
    pub fn parse(
        &'static self,
        args: impl IntoIterator<Item = OsString>,
    ) -> Result<Request, Failure> {
        let mut parsed = Parsed {
            command: self.name,
            ..Parsed::default()
        };
        let args: Vec<OsString> = args.into_iter().collect();
        let asks_help = args
            .iter()
            .take_while(|a| *a != "--")
            .any(|a| a == "-h" || a == "--help");
        if asks_help {
            return Ok(Request::Help);
        }
        let mut args = args.into_iter();
        let mut only_positionals = false;
        while let Some(arg) = args.next() {
            let arg = self.utf8(arg)?;
            if only_positionals || arg == "-" || !arg.starts_with('-') {
                parsed.positionals.push(arg);
                continue;
            }
            if arg == "--" {
                only_positionals = true;
                continue;
            }
            let Some(body) = arg.strip_prefix("--") else {
                return Err(self.usage(format!("unknown option {arg}")));
            };
            let (name, inline) = match body.split_once('=') {
                Some((name, value)) => (name, Some(value.to_owned())),
                None => (body, None),
            };
            let opt = self.option(name)?;
            if parsed.flags.contains(&opt.long) || parsed.values.iter().any(|(n, _)| *n == opt.long)
            {
                return Err(self.usage(format!("--{} is given twice", opt.long)));
            }
            match (opt.value, inline) {
                (None, None) => parsed.flags.push(opt.long),
                (None, Some(_)) => {
                    return Err(self.usage(format!("--{} takes no value", opt.long)));
                }
                (Some(_), Some(value)) => parsed.values.push((opt.long, value)),
                (Some(placeholder), None) => {
                    let value = match args.next() {
                        Some(v) => self.utf8(v)?,
                        None => {
                            return Err(
                                self.usage(format!("--{} needs a value {placeholder}", opt.long))
                            )
                        }
                    };
                    parsed.values.push((opt.long, value));
                }
            }
        }
        if let Some(extra) = parsed.positionals.get(self.positionals.len()) {
            return Err(self.usage(format!("unexpected argument \"{extra}\"")));
        }
        if let Some(missing) = self.positionals.get(parsed.positionals.len()) {
            return Err(self.usage(format!("missing {}", missing.name)));
        }
        for opt in self.options.iter().filter(|o| o.required) {
            if !parsed.values.iter().any(|(n, _)| *n == opt.long) {
                return Err(self.usage(format!(
                    "missing --{} {}",
                    opt.long,
                    opt.value.unwrap_or_default()
                )));
            }
        }
        Ok(Request::Run(parsed))
    }

    fn option(&self, name: &str) -> Result<&'static Opt, Failure> {
        let options: &'static [Opt] = self.options;
        options.iter().find(|o| o.long == name).ok_or_else(|| {
            let known: Vec<String> = options.iter().map(|o| format!("--{}", o.long)).collect();
            self.usage(format!(
                "unknown option --{name} (options: {}, --help)",
                known.join(", ")
            ))
        })
    }

    fn utf8(&self, arg: OsString) -> Result<String, Failure> {
        arg.into_string()
            .map_err(|raw| self.usage(format!("argument {raw:?} is not valid UTF-8")))
    }

    fn usage(&self, message: String) -> Failure {
        Failure::Usage {
            command: Some(self.name),
            message,
        }
    }

    /// The one-line synopsis: `bones-cli selfplay --game GAME [--json]`.
    #[must_use]
    pub fn synopsis(&self) -> String {
        let mut s = format!("bones-cli {}", self.name);
        for opt in self.options {
            let word = match opt.value {
                Some(v) => format!("--{} {v}", opt.long),
                None => format!("--{}", opt.long),
            };
            if opt.required {
                let _ = write!(s, " {word}");
            } else {
                let _ = write!(s, " [{word}]");
            }
        }
        for p in self.positionals {
            let _ = write!(s, " {}", p.name);
        }
        s
    }

    /// The whole `--help` text.
    #[must_use]
    pub fn help(&self) -> String {
        let mut rows: Vec<(String, &str)> = self
            .positionals
            .iter()
            .map(|p| (p.name.to_owned(), p.help))
            .collect();
        rows.extend(self.options.iter().map(|o| {
            let word = match o.value {
                Some(v) => format!("--{} {v}", o.long),
                None => format!("--{}", o.long),
            };
            (word, o.help)
        }));
        rows.push(("-h, --help".to_owned(), "print this help"));
        let width = rows.iter().map(|(w, _)| w.len()).max().unwrap_or(0);
        let mut s = format!(
            "{}\n\nUsage: {}\n\nArguments and options:\n",
            self.about,
            self.synopsis()
        );
        for (word, help) in rows {
            let _ = writeln!(s, "  {word:width$}  {help}");
        }
        if !self.details.is_empty() {
            let _ = write!(s, "\n{}", self.details.trim_end());
            s.push('\n');
        }
        s
    }
}

impl Parsed {
    /// Positional argument `i` (present: [`Spec::parse`] checked the count).
    #[must_use]
    pub fn positional(&self, i: usize) -> &str {
        self.positionals.get(i).map_or("", String::as_str)
    }

    /// Whether the flag `--name` was given.
    #[must_use]
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    /// The raw value of `--name`, if given.
    #[must_use]
    pub fn raw(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The value of `--name` parsed as `T`, if given.
    ///
    /// # Errors
    /// A usage [`Failure`] naming the option when the value does not parse.
    pub fn get<T>(&self, name: &str) -> Result<Option<T>, Failure>
    where
        T: FromStr,
        T::Err: core::fmt::Display,
    {
        self.raw(name)
            .map(|v| {
                v.parse::<T>().map_err(|e| {
                    // Parse errors of numbers do not quote the input; ours do.
                    let e = e.to_string();
                    let message = if e.contains(v) {
                        format!("--{name}: {e}")
                    } else {
                        format!("--{name}: \"{v}\" is not valid ({e})")
                    };
                    Failure::Usage {
                        command: Some(self.command),
                        message,
                    }
                })
            })
            .transpose()
    }

    /// The value of a required option (its presence was checked by
    /// [`Spec::parse`]).
    ///
    /// # Errors
    /// As [`Parsed::get`]; also if the option is absent.
    pub fn required<T>(&self, name: &str) -> Result<T, Failure>
    where
        T: FromStr,
        T::Err: core::fmt::Display,
    {
        self.get(name)?.ok_or_else(|| Failure::Usage {
            command: Some(self.command),
            message: format!("missing --{name}"),
        })
    }

    /// A usage failure of this command.
    #[must_use]
    pub fn usage(&self, message: impl Into<String>) -> Failure {
        Failure::Usage {
            command: Some(self.command),
            message: message.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static SPEC: Spec = Spec {
        name: "demo",
        about: "A demo command.",
        positionals: &[Positional {
            name: "FILE",
            help: "a file",
        }],
        options: &[
            Opt {
                long: "games",
                value: Some("N"),
                required: true,
                help: "how many",
            },
            Opt {
                long: "json",
                value: None,
                required: false,
                help: "as JSON",
            },
        ],
        details: "",
    };

    fn parse(words: &[&str]) -> Result<Request, Failure> {
        SPEC.parse(words.iter().map(OsString::from))
    }

    fn message(r: Result<Request, Failure>) -> String {
        match r {
            Err(Failure::Usage { message, .. }) => message,
            other => panic!("expected a usage failure, got {other:?}"),
        }
    }

    #[test]
    fn values_flags_and_positionals_are_read_in_any_order() {
        let Ok(Request::Run(p)) = parse(&["--json", "x.json", "--games=3"]) else {
            panic!("should parse");
        };
        assert!(p.flag("json"));
        assert_eq!(p.positional(0), "x.json");
        assert_eq!(p.required::<u32>("games").unwrap(), 3);
        let Ok(Request::Run(p)) = parse(&["--games", "4", "-"]) else {
            panic!("should parse");
        };
        assert_eq!(p.positional(0), "-");
        assert!(!p.flag("json"));
    }

    #[test]
    fn problems_are_named() {
        assert_eq!(message(parse(&["x", "--games"])), "--games needs a value N");
        assert_eq!(message(parse(&["x"])), "missing --games N");
        assert_eq!(message(parse(&["--games", "1"])), "missing FILE");
        assert_eq!(
            message(parse(&["x", "y", "--games", "1"])),
            "unexpected argument \"y\""
        );
        assert_eq!(
            message(parse(&["x", "--games", "1", "--games", "2"])),
            "--games is given twice"
        );
        assert_eq!(
            message(parse(&["x", "--games", "1", "--json=yes"])),
            "--json takes no value"
        );
        assert_eq!(
            message(parse(&["x", "--gmaes", "1"])),
            "unknown option --gmaes (options: --games, --json, --help)"
        );
        assert_eq!(message(parse(&["x", "-g"])), "unknown option -g");
        let Ok(Request::Run(p)) = parse(&["x", "--games", "many"]) else {
            panic!("should parse");
        };
        assert!(matches!(
            p.required::<u32>("games"),
            Err(Failure::Usage { message, .. }) if message == "--games: \"many\" is not valid (invalid digit found in string)"
        ));
    }

    #[test]
    fn help_anywhere_wins_and_lists_every_option() {
        assert!(matches!(parse(&["--gmaes", "-h"]), Ok(Request::Help)));
        assert!(matches!(parse(&["-h", "--gmaes"]), Ok(Request::Help)));
        let help = SPEC.help();
        assert!(help.contains("Usage: bones-cli demo --games N [--json] FILE"));
        assert!(help.contains("  --games N   how many"));
        assert!(help.contains("  -h, --help  print this help"));
    }
}
