//! What a screen reader says for a tile: "six-four, ten count", "double
//! five, ten count", "three-blank", "hidden tile".
//!
//! Names are words, not digits: "6-4" is read as "six minus four" or "six
//! to four" by some readers, and a player at the table says "six-four".
//! The count is named only in the games that score counters (every game
//! here but Domino Euchre, which scores tricks).

use bones_engine::{GameKind, Tile};

/// What a face-down tile is called.
pub const HIDDEN_TILE: &str = "hidden tile";

/// Whether a game's tiles carry counts worth naming.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Counting {
    /// Counters score (Texas 42, Texas 88, The Big Game): name the count.
    Counters,
    /// Only tricks score (Domino Euchre), or no game is on: faces only.
    #[default]
    FacesOnly,
}

impl Counting {
    /// How `kind` scores its tiles.
    #[must_use]
    pub const fn of(kind: GameKind) -> Counting {
        match kind {
            GameKind::Euchre => Counting::FacesOnly,
            GameKind::Texas42 | GameKind::Texas88 | GameKind::BigGame => Counting::Counters,
        }
    }
}

/// The spoken name of a face-up tile ("six-four, ten count").
#[must_use]
pub fn tile_name(tile: Tile, counting: Counting) -> String {
    let (hi, lo) = (tile.hi().word(), tile.lo().word());
    let mut name = if tile.is_double() {
        format!("double {hi}")
    } else {
        format!("{hi}-{lo}")
    };
    if counting == Counting::Counters {
        match tile.count() {
            5 => name.push_str(", five count"),
            10 => name.push_str(", ten count"),
            _ => {}
        }
    }
    name
}

/// The spoken name of a tile that may be face down (`None`).
#[must_use]
pub fn tile_or_hidden_name(tile: Option<Tile>, counting: Counting) -> String {
    tile.map_or_else(|| HIDDEN_TILE.to_owned(), |t| tile_name(t, counting))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().expect("a test tile")
    }

    #[test]
    fn counters_name_their_count_in_counting_games() {
        let c = Counting::Counters;
        assert_eq!(tile_name(t("6-4"), c), "six-four, ten count");
        assert_eq!(tile_name(t("5-5"), c), "double five, ten count");
        assert_eq!(tile_name(t("5-0"), c), "five-blank, five count");
        assert_eq!(tile_name(t("4-1"), c), "four-one, five count");
        assert_eq!(tile_name(t("3-2"), c), "three-two, five count");
        // The Big Game's double-eight set adds two ten-counters.
        assert_eq!(tile_name(t("7-3"), c), "seven-three, ten count");
        assert_eq!(tile_name(t("8-2"), c), "eight-two, ten count");
    }

    #[test]
    fn plain_tiles_blanks_and_doubles() {
        let c = Counting::Counters;
        assert_eq!(tile_name(t("6-1"), c), "six-one");
        assert_eq!(tile_name(t("3-0"), c), "three-blank");
        assert_eq!(tile_name(t("0-0"), c), "double blank");
        assert_eq!(tile_name(t("6-6"), c), "double six");
        assert_eq!(tile_name(t("8-8"), c), "double eight");
        assert_eq!(tile_name(t("8-7"), c), "eight-seven");
        // Either order reads high end first.
        assert_eq!(tile_name(t("2-5"), c), "five-two");
    }

    #[test]
    fn euchre_names_faces_only() {
        let c = Counting::of(GameKind::Euchre);
        assert_eq!(c, Counting::FacesOnly);
        assert_eq!(tile_name(t("6-4"), c), "six-four");
        assert_eq!(tile_name(t("5-5"), c), "double five");
    }

    #[test]
    fn every_counting_game_counts() {
        for kind in [GameKind::Texas42, GameKind::Texas88, GameKind::BigGame] {
            assert_eq!(Counting::of(kind), Counting::Counters, "{kind:?}");
        }
    }

    #[test]
    fn face_down_tiles_are_hidden() {
        assert_eq!(tile_or_hidden_name(None, Counting::Counters), "hidden tile");
        assert_eq!(
            tile_or_hidden_name(Some(t("1-1")), Counting::Counters),
            "double one"
        );
    }

    #[test]
    fn every_face_has_a_distinct_name() {
        let names: std::collections::BTreeSet<String> = (0..Tile::COUNT as u8)
            .filter_map(Tile::from_index)
            .map(|t| tile_name(t, Counting::FacesOnly))
            .collect();
        assert_eq!(names.len(), Tile::COUNT);
    }
}
