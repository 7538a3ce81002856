//! The fuzz target's property (`fuzz/src/lib.rs`, see its docs) on random
//! byte strings, so every test run exercises it without a fuzzer: rules,
//! seed and a mix of legal and illegal actions decoded from bytes; after
//! each action, legality agrees everywhere, refusals change nothing, tiles
//! are conserved, hands total their points, and the record replays.

#[path = "../fuzz/src/lib.rs"]
mod fuzz_check;

use bones_engine::rng::SplitMix64;
use bones_engine::GameKind;
use fuzz_check::{check_bytes, Reached};

/// Random inputs per run, and the longest (in bytes).
const INPUTS: u64 = 2000;
const MAX_LEN: usize = 1500;

fn random_bytes(seed: u64) -> Vec<u8> {
    let mut rng = SplitMix64::new(seed);
    let len = 12 + rng.below(MAX_LEN);
    (0..len).map(|_| rng.next_u64() as u8).collect()
}

/// Totals per game over many inputs.
fn tally(results: &[Reached], kind: GameKind) -> (usize, usize, u32, usize) {
    let of_kind = results.iter().filter(|r| r.game == Some(kind));
    of_kind.fold((0, 0, 0, 0), |(a, r, h, o), x| {
        (
            a + x.accepted,
            r + x.refused,
            h + x.hands,
            o + usize::from(x.over),
        )
    })
}

#[test]
fn random_byte_strings_keep_the_engine_contract() {
    let results: Vec<Reached> = (0..INPUTS).map(|s| check_bytes(&random_bytes(s))).collect();
    // The inputs must actually reach deep states of every game: many
    // actions taken and refused, hands finished.
    for kind in GameKind::ALL {
        let (accepted, refused, hands, _) = tally(&results, kind);
        eprintln!("{kind}: {accepted} accepted, {refused} refused, {hands} hands");
        assert!(
            accepted > 10_000 && refused > 1_000 && hands > 100,
            "{kind}"
        );
    }
    assert!(
        results.iter().any(|r| r.game.is_none()),
        "a refused setting"
    );
}

#[test]
fn legal_action_streams_play_every_game_to_its_end() {
    // Header bytes reaching each game and many settings; action bytes all
    // below 0xC0, so every action is a legal one and games run to the end.
    let mut rng = SplitMix64::new(7);
    let mut results = Vec::new();
    for kind in 0..4u8 {
        for flags in (0..=255u8).step_by(17) {
            let target = flags % 64;
            let mut input = vec![kind, flags, flags.wrapping_mul(7), target];
            input.extend((0..8).map(|_| rng.next_u64() as u8));
            input.extend((0..2500).map(|_| (rng.next_u64() % 0xC0) as u8));
            results.push(check_bytes(&input));
        }
    }
    for kind in GameKind::ALL {
        let (_, _, hands, over) = tally(&results, kind);
        eprintln!("{kind}: {hands} hands, {over} games won");
        assert!(over >= 5, "{kind}: games reach their end");
    }
}

#[test]
fn short_and_degenerate_inputs() {
    assert_eq!(check_bytes(&[]).game, Some(GameKind::Texas42));
    check_bytes(&[0]);
    assert_eq!(check_bytes(&[3, 0, 0, 255]).game, None, "target 0 refused");
    check_bytes(&[0xFF; 64]);
    check_bytes(&[0xC0; 64]);
}
