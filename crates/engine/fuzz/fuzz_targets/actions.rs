//! Fuzz target: bytes -> rules, seed and actions, checked by
//! `bones_engine_fuzz::check_bytes` (see its docs for the properties).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    bones_engine_fuzz::check_bytes(data);
});
