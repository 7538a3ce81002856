//! Keeping the player's game: the autosave, and reading a game back from
//! a save or an imported file.
//!
//! A save is a small envelope around the engine's [`GameRecord`] — the same
//! JSON `bones-cli replay` reads — so nothing here can drift from the
//! rules: a save is only ever restored by replaying its record through the
//! engine ([`Session::from_record`]), which checks every action. A save
//! that cannot be read, comes from another schema, or does not replay is
//! refused with the reason and never half-restored.
//!
//! ```json
//! { "schema": 1, "saved_at": 1732300000000,
//!   "record": { "game": "texas42", "settings": {…}, "seed": 7, "actions": ["pass", …] },
//!   "ui": { "pause": "trick" } }
//! ```

use core::fmt;

use bones_engine::{GameRecord, RecordError};
use serde::{Deserialize, Serialize};

use crate::protocol::{BotKind, GameId};
use crate::store::{Pause, Session};

/// The `localStorage` key of the autosave.
pub const SAVE_KEY: &str = "bones.save";

/// Where a refused save is moved, so a person (or a bug report) can still
/// get at it while the page starts afresh.
pub const REFUSED_KEY: &str = "bones.save.refused";

/// The save schema this build writes and reads. Bump it when the envelope
/// changes shape; older saves are then refused with a message, not
/// misread.
pub const SCHEMA: u32 = 1;

/// Which of the table's pauses the player was looking at: replaying the
/// record ends on the pause its last action caused, and the player may
/// already have moved past it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SavedPause {
    /// Play was going on.
    #[default]
    None,
    /// A completed trick was on the table.
    Trick,
    /// The hand's summary was open.
    Hand,
}

impl SavedPause {
    /// The pause a session is in.
    #[must_use]
    pub fn of(session: &Session) -> SavedPause {
        match session.pause {
            None => SavedPause::None,
            Some(Pause::Trick { .. }) => SavedPause::Trick,
            Some(Pause::HandOver(_)) => SavedPause::Hand,
        }
    }
}

/// Table state a record does not hold but a reload should keep.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedUi {
    /// The pause the player was looking at.
    #[serde(default)]
    pub pause: SavedPause,
    /// Who plays the other seats (not part of the rules, so not in the
    /// record); absent: the default level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<BotKind>,
    /// How many turns the player took back ([`Session::undos`]); absent:
    /// none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub undos: u32,
    /// Whether the game is dealt again from one already played
    /// ([`Session::replayed`]); absent: not.
    #[serde(default, skip_serializing_if = "is_false")]
    pub replayed: bool,
    /// Where in the record's actions the player's own hand laid down, and
    /// still playing itself out, began ([`Session::own_lay_down`]; a
    /// bot's is rebuilt from the record); absent: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub laid_down: Option<usize>,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_false(b: &bool) -> bool {
    !*b
}

/// The stored autosave.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveEnvelope {
    /// [`SCHEMA`] when written.
    pub schema: u32,
    /// When it was written, in milliseconds since the Unix epoch.
    pub saved_at: u64,
    /// The game: what `bones-cli replay` reads.
    pub record: GameRecord,
    /// Table state worth keeping.
    #[serde(default)]
    pub ui: SavedUi,
}

impl SaveEnvelope {
    /// The envelope for `session` now.
    #[must_use]
    pub fn of(session: &Session, saved_at: u64) -> SaveEnvelope {
        SaveEnvelope {
            schema: SCHEMA,
            saved_at,
            record: session.record(),
            ui: SavedUi {
                pause: SavedPause::of(session),
                level: Some(session.level),
                undos: session.undos,
                replayed: session.replayed,
                laid_down: session.own_lay_down(),
            },
        }
    }

    /// JSON for storage.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Why a save or an imported game was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, or not a game record (the parser's message, with line and
    /// column).
    Unreadable(String),
    /// A save written under another schema.
    Schema {
        /// The schema it says it has (`None`: not a number).
        found: Option<u64>,
    },
    /// The record does not replay: the engine's reason.
    Record(RecordError),
    /// A file or text to import larger than [`MAX_IMPORT_BYTES`] (its
    /// size in bytes): it cannot be a record, and is not read.
    TooLarge(u64),
    /// A file to import that the browser could not read.
    NotRead,
}

/// The largest file or text "Load a game" reads (4 MiB). The longest games
/// the settings allow have records of tens of kilobytes (the Big Game to
/// 2,000 points, played at random: 23 kB), while a file chosen by mistake
/// (a photo, a video) would otherwise be read whole into the page's memory,
/// only to be refused then.
pub const MAX_IMPORT_BYTES: u64 = 4 << 20;

/// Refuses a file or text of `bytes` bytes to import, before it is read,
/// when it is too large to be a record.
///
/// # Errors
/// [`LoadError::TooLarge`] over [`MAX_IMPORT_BYTES`].
pub fn check_import_size(bytes: u64) -> Result<(), LoadError> {
    if bytes > MAX_IMPORT_BYTES {
        Err(LoadError::TooLarge(bytes))
    } else {
        Ok(())
    }
}

/// A size as a player reads it: "512 kB", "4.6 MB", "5 MB", "1.2 GB"
/// (decimal units, as file managers show them).
fn size_words(bytes: u64) -> String {
    let units = [(1e9, "GB"), (1e6, "MB"), (1e3, "kB")];
    // Sizes are far below 2^52: exact as a float.
    #[allow(clippy::cast_precision_loss)]
    let b = bytes as f64;
    for (scale, unit) in units {
        if b >= scale {
            let n = b / scale;
            let figure = if n < 10.0 {
                format!("{n:.1}")
            } else {
                format!("{n:.0}")
            };
            return format!("{} {unit}", figure.trim_end_matches(".0"));
        }
    }
    format!("{bytes} bytes")
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Unreadable(e) => write!(f, "it is not a Bones game record: {e}"),
            LoadError::Schema { found: Some(n) } if *n < u64::from(SCHEMA) => write!(
                f,
                "it was saved by an older version of Bones (save schema {n}; this version reads schema {SCHEMA})"
            ),
            LoadError::Schema { found: Some(n) } => write!(
                f,
                "it was saved by a newer version of Bones (save schema {n}; this version reads schema {SCHEMA})"
            ),
            LoadError::Schema { found: None } => {
                write!(f, "its save schema is missing or not a number")
            }
            LoadError::Record(e) => write!(f, "{e}"),
            LoadError::TooLarge(bytes) => write!(
                f,
                "it is {}, and a Bones game record is a few kilobytes: it cannot be one",
                size_words(*bytes)
            ),
            LoadError::NotRead => write!(f, "the browser could not read the file"),
        }
    }
}

impl std::error::Error for LoadError {}

impl From<RecordError> for LoadError {
    fn from(e: RecordError) -> LoadError {
        LoadError::Record(e)
    }
}

/// Rebuilds the game a record describes, the player's hand laid down
/// again where it was, then brings it to `pause`.
fn restore(record: &GameRecord, ui: SavedUi) -> Result<Session, LoadError> {
    let pause = ui.pause;
    let mut session = Session::from_save(GameId::default(), record, ui.laid_down)?;
    // Trick -> hand summary -> play: at most two steps forward.
    for _ in 0..2 {
        if SavedPause::of(&session) == pause || session.pause.is_none() {
            break;
        }
        session.resume();
    }
    Ok(session)
}

/// Reads an autosave back into a session, exactly where it was.
///
/// # Errors
/// Text that is not a save, a save of another schema, or a record that
/// does not replay (the engine's reason).
pub fn load_save(text: &str) -> Result<Session, LoadError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    // The schema is checked before anything else is read: an old save's
    // other fields may mean something else.
    match value.get("schema") {
        Some(serde_json::Value::Number(n)) if n.as_u64() == Some(u64::from(SCHEMA)) => {}
        Some(serde_json::Value::Number(n)) => return Err(LoadError::Schema { found: n.as_u64() }),
        Some(_) => return Err(LoadError::Schema { found: None }),
        None if value.get("record").is_some() => return Err(LoadError::Schema { found: None }),
        None => {
            return Err(LoadError::Unreadable(
                "no \"schema\" and \"record\": this is not a Bones save".to_owned(),
            ))
        }
    }
    let envelope: SaveEnvelope =
        serde_json::from_value(value).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    let mut session = restore(&envelope.record, envelope.ui)?;
    if let Some(level) = envelope.ui.level {
        session.level = level;
    }
    session.undos = envelope.ui.undos;
    session.replayed = envelope.ui.replayed;
    Ok(session)
}

/// Reads an imported game: a game record as `bones-cli replay` reads it
/// (a save envelope is accepted too). The game resumes at its last action.
///
/// # Errors
/// Text over [`MAX_IMPORT_BYTES`], text that is not a record, or a record
/// that does not replay: the engine's reason, e.g. `action 12 ("6-4" by seat 0) is illegal: you
/// must follow fives…`.
pub fn import_record(text: &str) -> Result<Session, LoadError> {
    check_import_size(text.len() as u64)?;
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    if value.get("schema").is_some() {
        return load_save(text);
    }
    let record: GameRecord =
        serde_json::from_value(value).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    // An imported game opens where play stands, past any pause.
    restore(&record, SavedUi::default())
}

/// The exported file: the game's record, pretty-printed, as the CLI reads it.
#[must_use]
pub fn export_record(session: &Session) -> String {
    record_json(&session.record())
}

/// A record as a file: pretty-printed, as the CLI and "Load a game" read it.
#[must_use]
pub fn record_json(record: &GameRecord) -> String {
    serde_json::to_string_pretty(record).unwrap_or_default()
}

/// A file name for the export: `bones-texas42-seed-7-turn-31.json`.
#[must_use]
pub fn export_file_name(session: &Session) -> String {
    format!(
        "bones-{}-seed-{}-turn-{}.json",
        session.game().rules().kind().name(),
        session.seed,
        session.turn_number()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use bones_engine::{Action, Game, Phase, Rules, Texas42};

    /// A session after `steps` actions (the engine's first legal action
    /// each time), moving past pauses as a player would.
    fn played(seed: u64, steps: usize) -> Session {
        let rules = Rules::Texas42(Texas42::house());
        let mut game = Game::new(rules, seed).unwrap();
        let mut record = GameRecord::of(&game, Vec::new());
        for _ in 0..steps {
            let a = game.legal_actions()[0];
            game.apply(a).unwrap();
            record.actions.push(a);
        }
        Session::from_record(GameId(4), &record).unwrap()
    }

    #[test]
    fn a_save_restores_the_same_game_and_pause() {
        for steps in [0, 5, 9, 23, 40] {
            let session = played(17, steps);
            let text = SaveEnvelope::of(&session, 1_700_000_000_000).to_json();
            let back = load_save(&text).unwrap();
            assert_eq!(back.game(), session.game(), "after {steps} actions");
            assert_eq!(back.log, session.log);
            assert_eq!(back.pause, session.pause);
            assert_eq!(back.turn_number(), session.turn_number());
            assert_eq!(back.level, session.level);
        }
    }

    /// The take-backs a record does not hold ride in the envelope; a save
    /// without them (none taken, or written before they were kept) reads
    /// as none.
    #[test]
    fn a_save_keeps_the_count_of_take_backs() {
        let mut session = played(17, 9);
        session.undos = 3;
        let text = SaveEnvelope::of(&session, 0).to_json();
        assert!(text.contains(r#""undos":3"#), "{text}");
        assert_eq!(load_save(&text).unwrap().undos, 3);
        session.undos = 0;
        let text = SaveEnvelope::of(&session, 0).to_json();
        assert!(!text.contains("undos"), "none is not written: {text}");
        assert_eq!(load_save(&text).unwrap().undos, 0);
        // An imported save keeps them too; a bare record has none.
        session.undos = 2;
        let saved = SaveEnvelope::of(&session, 0).to_json();
        assert_eq!(import_record(&saved).unwrap().undos, 2);
        assert_eq!(import_record(&export_record(&session)).unwrap().undos, 0);
    }

    /// A game dealt again from one already played stays marked so across
    /// a reload; others write nothing of it.
    #[test]
    fn a_save_keeps_whether_the_deals_were_played_before() {
        let mut session = played(17, 9);
        let text = SaveEnvelope::of(&session, 0).to_json();
        assert!(!text.contains("replayed"), "{text}");
        assert!(!load_save(&text).unwrap().replayed);
        session.replayed = true;
        let text = SaveEnvelope::of(&session, 0).to_json();
        assert!(text.contains(r#""replayed":true"#), "{text}");
        assert!(load_save(&text).unwrap().replayed);
    }

    #[test]
    fn a_save_taken_after_the_player_moved_past_a_pause_restores_past_it() {
        // Find a position paused on a complete trick, move past it, save.
        let mut steps = 1;
        let mut session = played(3, steps);
        while session.pause.is_none() {
            steps += 1;
            session = played(3, steps);
        }
        session.resume();
        let pause = SavedPause::of(&session);
        let back = load_save(&SaveEnvelope::of(&session, 0).to_json()).unwrap();
        assert_eq!(SavedPause::of(&back), pause);
        assert_eq!(back.pause, session.pause);
        assert_eq!(back.game(), session.game());
    }

    #[test]
    fn corrupt_saves_are_refused_with_a_reason() {
        let err = load_save("{\"schema\":1,\"saved_at\":0,\"record\":").unwrap_err();
        assert!(matches!(err, LoadError::Unreadable(_)), "{err}");
        assert!(err.to_string().contains("EOF"), "{err}");
        let err = load_save("[1,2]").unwrap_err();
        assert!(err.to_string().contains("not a Bones save"), "{err}");

        let session = played(5, 12);
        let mut envelope = SaveEnvelope::of(&session, 0);
        envelope.record.actions[3] = Action::Bid(bones_engine::Bid::Points(29));
        let err = load_save(&envelope.to_json()).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("action 3 (\"bid 29\" by seat 3) is illegal"),
            "{err}"
        );
    }

    #[test]
    fn saves_of_another_schema_are_refused_before_being_read() {
        let old = r#"{"schema":0,"saved_at":0,"game":{"whatever":"old shape"}}"#;
        let err = load_save(old).unwrap_err();
        assert_eq!(err, LoadError::Schema { found: Some(0) });
        assert!(err.to_string().contains("older version"), "{err}");
        let newer = r#"{"schema":9,"record":{}}"#;
        assert!(load_save(newer).unwrap_err().to_string().contains("newer"));
        let unversioned = r#"{"record":{"game":"texas42"}}"#;
        assert_eq!(
            load_save(unversioned).unwrap_err(),
            LoadError::Schema { found: None }
        );
    }

    #[test]
    fn an_export_imports_back_to_the_same_game() {
        let session = played(8, 30);
        let text = export_record(&session);
        // The export is a plain record: what the CLI's replay reads.
        let record: GameRecord = serde_json::from_str(&text).unwrap();
        assert_eq!(record.replay().unwrap(), *session.game());
        let back = import_record(&text).unwrap();
        assert_eq!(back.game(), session.game());
        assert_eq!(back.pause, None, "an import opens past any pause");
        assert_ne!(back.game().phase(), Phase::GameOver);
    }

    #[test]
    fn an_invalid_import_names_the_engines_reason() {
        let session = played(8, 30);
        let mut record = session.record();
        // Replace the first tile played with one the player does not hold.
        let first_play = record
            .actions
            .iter()
            .position(|a| a.played_tile().is_some())
            .unwrap();
        let seat = {
            let mut g = record.start().unwrap();
            for &a in &record.actions[..first_play] {
                g.apply(a).unwrap();
            }
            g.turn().unwrap()
        };
        let held_elsewhere = record
            .start()
            .unwrap()
            .hand(seat.next(4))
            .tiles()
            .next()
            .unwrap();
        record.actions[first_play] = Action::Play(held_elsewhere);
        let text = serde_json::to_string(&record).unwrap();
        let err = import_record(&text).unwrap_err();
        let expected = record.replay().unwrap_err().to_string();
        assert_eq!(err.to_string(), expected);
        assert!(
            expected.contains(&format!("action {first_play} (")),
            "{expected}"
        );

        let err = import_record(r#"{"game":"texas42","settings":{"target":0}}"#).unwrap_err();
        assert!(
            err.to_string().contains("target 0 is out of range"),
            "{err}"
        );
        let err = import_record(r#"{"game":"chess"}"#).unwrap_err();
        assert!(matches!(err, LoadError::Unreadable(_)), "{err}");
    }

    #[test]
    fn an_import_too_large_to_be_a_record_is_refused_before_it_is_read() {
        assert_eq!(check_import_size(MAX_IMPORT_BYTES), Ok(()));
        assert_eq!(
            check_import_size(312_000_000),
            Err(LoadError::TooLarge(312_000_000))
        );
        assert_eq!(
            LoadError::TooLarge(312_000_000).to_string(),
            "it is 312 MB, and a Bones game record is a few kilobytes: it cannot be one"
        );
        // A record, made too long by spaces JSON would skip: refused by
        // its size, not parsed.
        let record = export_record(&played(8, 3));
        let padded = format!("{record}{}", " ".repeat(MAX_IMPORT_BYTES as usize));
        assert_eq!(
            import_record(&padded).unwrap_err(),
            LoadError::TooLarge(padded.len() as u64)
        );
        assert!(import_record(&record).is_ok());
    }

    #[test]
    fn sizes_read_as_a_file_manager_shows_them() {
        assert_eq!(size_words(999), "999 bytes");
        assert_eq!(size_words(4_194_305), "4.2 MB");
        assert_eq!(size_words(52_400_000), "52 MB");
        assert_eq!(size_words(1_250_000_000), "1.2 GB");
        assert_eq!(size_words(512_000), "512 kB");
        assert_eq!(size_words(5_000_000), "5 MB");
    }

    #[test]
    fn export_file_names_say_game_seed_and_turn() {
        let session = played(8, 3);
        assert_eq!(
            export_file_name(&session),
            "bones-texas42-seed-8-turn-3.json"
        );
    }
}
