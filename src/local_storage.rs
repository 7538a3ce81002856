//! The browser's `localStorage`, where the save, the settings, the
//! statistics and the walkthrough's end are kept: one place that reaches
//! it, so that a storage the browser withholds (private modes, a full
//! disk) is met the same way everywhere.

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The text stored under `key`, if any (and if storage can be read).
#[must_use]
pub fn read(key: &str) -> Option<String> {
    storage().and_then(|s| s.get_item(key).ok().flatten())
}

/// Stores `value` under `key`; whether it was kept. A full or disabled
/// storage only costs what was to be kept, never the game: a refused write
/// is said on the console (a storage withheld altogether is the browser's
/// setting, not news), and the autosave tells the player once.
pub fn write(key: &str, value: &str) -> bool {
    let Some(s) = storage() else { return false };
    let kept = s.set_item(key, value).is_ok();
    if !kept {
        web_sys::console::error_1(&format!("Bones: could not save to {key}").into());
    }
    kept
}

/// Forgets what is stored under `key`.
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        // Removing fails only where nothing could have been stored.
        let _ = s.remove_item(key);
    }
}
