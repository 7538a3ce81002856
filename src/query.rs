//! Reading the page's query string: its `key=value` pairs with their
//! values percent-decoded, for the launch options and a shared deal alike.

/// The `key=value` pairs of a query string (with or without the leading
/// `?`), each value percent-decoded; a key without `=` has an empty value.
pub fn pairs(query: &str) -> impl Iterator<Item = (&str, String)> {
    query.trim_start_matches('?').split('&').map(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        (key, percent_decode(value))
    })
}

/// The query string (without `?`) with the pairs whose key is one of
/// `keys` taken out, or `None` when it holds none of them (nothing to
/// change). The pairs kept are as written, escapes and all.
pub fn without(query: &str, keys: &[&str]) -> Option<String> {
    let given = query.trim_start_matches('?').split('&');
    let kept: Vec<&str> = given
        .clone()
        .filter(|pair| !pair.is_empty())
        .filter(|pair| !keys.contains(&pair.split('=').next().unwrap_or(pair)))
        .collect();
    let dropped = given.filter(|pair| !pair.is_empty()).count() - kept.len();
    (dropped > 0).then(|| kept.join("&"))
}

/// Decodes `%XX` escapes, so that a link a mail program escaped still
/// reads. A malformed escape is kept as written, and so is a value whose
/// bytes are not UTF-8 (a message can then quote it as the player sent it).
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                // Two hex digits are at most 255.
                out.push(u8::try_from(h * 16 + l).unwrap_or(b'?'));
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_split_and_their_values_decoded() {
        let read: Vec<(&str, String)> = pairs("?seed=%31%32&play&deal=a%3Ab").collect();
        assert_eq!(
            read,
            [
                ("seed", "12".to_owned()),
                ("play", String::new()),
                ("deal", "a:b".to_owned())
            ]
        );
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%E2%82"), "%E2%82", "not UTF-8: as written");
        assert_eq!(percent_decode("%E2%82%AC"), "€");
    }

    #[test]
    fn once_options_are_taken_out_and_the_rest_kept_as_written() {
        let keys = ["deal", "game"];
        assert_eq!(
            without("?game=euchre&seed=%31&deal=x:y&play", &keys).as_deref(),
            Some("seed=%31&play")
        );
        assert_eq!(without("game=texas88", &keys).as_deref(), Some(""));
        assert_eq!(without("?seed=4&gamer=1&&", &keys), None, "none of them");
        assert_eq!(without("", &keys), None);
    }
}
