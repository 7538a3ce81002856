//! Bones AI (coming in its own issue).
