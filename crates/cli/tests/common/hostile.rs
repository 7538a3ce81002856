//! Hostile JSON: a real document (a seat's view, a save, a record) of
//! every kind of table, changed in one place, as a buggy or hostile client
//! or a damaged file changes it. Shared by `bones-cli`'s protocol tests
//! and the page's input tests (`tests/hostile_inputs.rs` at the repository
//! root includes this file).

use bones_engine::rng::SplitMix64;
use bones_engine::{Euchre, GameKind, Rules, Texas42};
use serde_json::Value;

/// Every kind of table: both 42 presets, 88, the Big Game, and Euchre for
/// 4, 3 and 2.
pub fn tables() -> Vec<Rules> {
    vec![
        Rules::Texas42(Texas42::straight()),
        Rules::Texas42(Texas42::house()),
        Rules::default_for(GameKind::Texas88),
        Rules::default_for(GameKind::BigGame),
        Rules::default_for(GameKind::Euchre),
        Rules::Euchre(Euchre {
            players: 3,
            ..Euchre::default()
        }),
        Rules::Euchre(Euchre {
            players: 2,
            ..Euchre::default()
        }),
    ]
}

/// A real document's JSON and where it can be changed.
pub struct Mutable {
    /// The document.
    pub json: Value,
    /// Every leaf and container, as JSON pointers.
    pub pointers: Vec<String>,
    /// Every string in it, the stock a changed string is drawn from.
    pub strings: Vec<String>,
}

impl Mutable {
    pub fn new(json: Value) -> Mutable {
        fn walk(v: &Value, at: String, m: &mut Mutable) {
            match v {
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        walk(item, format!("{at}/{i}"), m);
                    }
                }
                Value::Object(fields) => {
                    for (k, item) in fields {
                        walk(item, format!("{at}/{k}"), m);
                    }
                }
                Value::String(s) => m.strings.push(s.clone()),
                _ => {}
            }
            m.pointers.push(at);
        }
        let mut m = Mutable {
            json: Value::Null,
            pointers: Vec::new(),
            strings: Vec::new(),
        };
        walk(&json, String::new(), &mut m);
        m.json = json;
        m
    }
}

/// One small change to a real document's JSON, of the kinds a buggy or
/// hostile client makes: a number moved, a string swapped for another
/// of the document's strings, an element dropped or repeated, a flag
/// flipped, a field nulled.
pub fn mutate(doc: &Mutable, rng: &mut SplitMix64) -> Value {
    let mut v = doc.json.clone();
    let at = &doc.pointers[rng.below(doc.pointers.len())];
    let Some(target) = v.pointer_mut(at) else {
        return v;
    };
    match target {
        Value::Number(_) => {
            let n = [
                0,
                1,
                2,
                3,
                5,
                6,
                7,
                9,
                10,
                13,
                42,
                99,
                255,
                256,
                70_000,
                u64::from(u32::MAX),
                u64::MAX,
            ];
            *target = Value::from(n[rng.below(n.len())]);
        }
        Value::String(_) => {
            *target = Value::from(doc.strings[rng.below(doc.strings.len())].clone());
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(items) if !items.is_empty() => {
            let i = rng.below(items.len());
            if rng.below(2) == 0 {
                items.remove(i);
            } else {
                let copy = items[i].clone();
                items.push(copy);
            }
        }
        _ => *target = Value::Null,
    }
    v
}
