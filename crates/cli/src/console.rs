//! Reading input files (or standard input) and writing standard output.

use std::io::{self, Read, Write};

use crate::failure::Failure;

/// The text of `path`, or of standard input when `path` is `-`, with the
/// name to use for it in messages.
///
/// # Errors
/// [`Failure::BadInput`] when it cannot be read or is not UTF-8.
pub fn read_input(path: &str) -> Result<(String, String), Failure> {
    let (name, read) = if path == "-" {
        let mut text = String::new();
        let read = io::stdin().lock().read_to_string(&mut text).map(|_| text);
        ("<stdin>".to_owned(), read)
    } else {
        (path.to_owned(), std::fs::read_to_string(path))
    };
    match read {
        Ok(text) => Ok((name, text)),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => Err(Failure::BadInput(format!(
            "{name}: not UTF-8 text (a record is JSON)"
        ))),
        Err(e) => Err(Failure::BadInput(format!("{name}: cannot read: {e}"))),
    }
}

/// Writes `text` and a newline to standard output. A closed pipe (`| head`)
/// is not an error: the reader has what it wanted.
///
/// # Errors
/// [`Failure::Internal`] for any other write error.
pub fn print(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    match writeln!(out, "{text}").and_then(|()| out.flush()) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(Failure::Internal(format!("cannot write output: {e}")))
        }
        _ => Ok(()),
    }
}

/// `value` as indented JSON like `serde_json::to_string_pretty`, except
/// that arrays holding only numbers, strings, booleans or nulls stay on
/// one line: a summary's score pairs and action lists read as `[0, 1]`,
/// not four lines each. Fields keep their declaration order.
///
/// # Errors
/// When `value` cannot be serialized as JSON.
pub fn pretty_json<T: serde::Serialize>(value: &T) -> Result<String, serde_json::Error> {
    let compact = serde_json::to_string(value)?;
    let mut out = String::with_capacity(compact.len() * 2);
    let mut rest = compact.as_str();
    write_value(&mut rest, &mut out, 0);
    Ok(out)
}

/// Copies one JSON value from the front of `rest` (compact JSON, as
/// serde_json writes it) to `out`, indented at `depth`.
fn write_value(rest: &mut &str, out: &mut String, depth: usize) {
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        out.push_str(&"  ".repeat(depth));
    };
    let Some(open) = rest.chars().next() else {
        return;
    };
    match open {
        '{' | '[' => {
            let close = if open == '{' { '}' } else { ']' };
            let len = value_len(rest);
            if len < 2 {
                // Not compact JSON from serde_json: copy it as it is.
                out.push_str(rest);
                *rest = "";
                return;
            }
            let (whole, after) = rest.split_at(len);
            let inner = &whole[1..len - 1];
            if inner.is_empty() || (open == '[' && is_flat(inner)) {
                out.push(open);
                let mut items = inner;
                while !items.is_empty() {
                    let n = item_len(items);
                    out.push_str(&items[..n]);
                    items = &items[n..];
                    if let Some(more) = items.strip_prefix(',') {
                        out.push_str(", ");
                        items = more;
                    }
                }
                out.push(close);
            } else {
                out.push(open);
                let mut items = inner;
                while !items.is_empty() {
                    newline(out, depth + 1);
                    if open == '{' {
                        let key = item_len(items);
                        out.push_str(&items[..key]);
                        out.push_str(": ");
                        items = items[key..].strip_prefix(':').unwrap_or(&items[key..]);
                    }
                    write_value(&mut items, out, depth + 1);
                    if let Some(more) = items.strip_prefix(',') {
                        out.push(',');
                        items = more;
                    }
                }
                newline(out, depth);
                out.push(close);
            }
            *rest = after;
        }
        _ => {
            let n = item_len(rest);
            out.push_str(&rest[..n]);
            *rest = &rest[n..];
        }
    }
}

/// Length in bytes of the JSON value (or object key) at the front of
/// `text`.
fn value_len(text: &str) -> usize {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => {
                    in_string = false;
                    if depth == 0 {
                        return i + 1;
                    }
                }
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' | '[' => depth += 1,
            '}' | ']' if depth == 1 => return i + 1,
            '}' | ']' => depth = depth.saturating_sub(1),
            ',' | ':' if depth == 0 => return i,
            _ => {}
        }
    }
    text.len()
}

/// As [`value_len`], but never 0 for non-empty text, so every loop over
/// items advances even on text serde_json would not write.
fn item_len(text: &str) -> usize {
    match value_len(text) {
        0 => text.chars().next().map_or(0, char::len_utf8),
        n => n,
    }
}

/// Whether the items of an array (its text between the brackets) are all
/// scalars.
fn is_flat(inner: &str) -> bool {
    let mut items = inner;
    while !items.is_empty() {
        if items.starts_with(['{', '[']) {
            return false;
        }
        let n = item_len(items);
        items = items[n..].strip_prefix(',').unwrap_or(&items[n..]);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_arrays_stay_on_one_line_and_the_text_is_the_same_json() {
        let value = serde_json::json!({
            "a": [1, 2],
            "b": {"c": ["x \"y,]\"", null], "d": []},
            "e": [{"f": true}, [3]],
            "g": {}
        });
        let text = pretty_json(&value).unwrap();
        assert_eq!(
            text,
            "{\n  \"a\": [1, 2],\n  \"b\": {\n    \"c\": [\"x \\\"y,]\\\"\", null],\n    \
             \"d\": []\n  },\n  \"e\": [\n    {\n      \"f\": true\n    },\n    [3]\n  ],\n  \"g\": {}\n}"
        );
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, value);
    }

    /// Defensive only: serde_json never writes these, but a bug there must
    /// not hang or crash the tool.
    #[test]
    fn text_that_is_not_compact_json_is_copied_without_hanging() {
        for text in ["[", "{\"a\"", "[:]", "{:1}", ":", "[1,:]", "{\"a\":}"] {
            let mut rest = text;
            let mut out = String::new();
            write_value(&mut rest, &mut out, 0);
            assert!(out.starts_with(&text[..1]), "{text} gave {out}");
            assert!(rest.is_empty(), "{text} was not consumed");
        }
    }
}
