//! Checking arguments that come from JavaScript.
//!
//! `www/nqueens.js` checks every argument by the same rules before it
//! crosses (so its messages are the ones users see); these checks are the
//! second line for the raw exports, and they never copy a long string into
//! wasm memory: a name is measured before it is read, and a message quotes
//! at most [`QUOTED_CHARS`] characters of a bad value.

use crate::{Error, MAX_N};
use js_sys::{JsString, RangeError, TypeError};
use wasm_bindgen::{JsCast, JsValue};

/// How much of a bad string an error message quotes.
const QUOTED_CHARS: u32 = 32;

/// No allowed name is longer; a longer string is unknown without being read.
const LONGEST_NAME: u32 = 64;

/// A board size from any JavaScript value: a `TypeError` for a non-number,
/// a `RangeError` for a number that is not a whole number in `1..=32`.
pub(crate) fn board_size(n: &JsValue) -> Result<usize, JsValue> {
    whole_number(n, "board size n", 1, Some(MAX_N as u64)).map(|n| n as usize)
}

/// A count, index or position from any JavaScript value, as strict as a
/// board size: a `TypeError` for a non-number (`'3'`, `null`, `true`, `[3]`
/// are never coerced), a `RangeError` for a number that is not a whole
/// number from `min` to `max` (no upper limit when `max` is `None`).
pub(crate) fn whole_number(
    value: &JsValue,
    what: &str,
    min: u64,
    max: Option<u64>,
) -> Result<u64, JsValue> {
    // Built only for a message: the checks run once per call.
    let allowed = || match max {
        Some(max) => format!("a whole number from {min} to {max}"),
        None => format!("a whole number >= {min}"),
    };
    let Some(f) = value.as_f64() else {
        return Err(TypeError::new(&format!(
            "{what} must be a number ({}), got {}",
            allowed(),
            describe(value)
        ))
        .into());
    };
    // A whole number is finite (`fract` of an infinity is NaN). Without an
    // upper limit, numbers past u64::MAX saturate: counts are clamped anyway.
    if f.fract() == 0.0 && f >= min as f64 && max.is_none_or(|max| f <= max as f64) {
        Ok(f as u64)
    } else {
        Err(RangeError::new(&format!(
            "{what} must be {}, got {}",
            allowed(),
            describe(value)
        ))
        .into())
    }
}

/// A name (of a strategy or a format) from any JavaScript value: a
/// `TypeError` for a non-string, and for a string longer than any name
/// without reading it. The caller looks the name up (an unknown one is the
/// core's `UnknownName`, with the same message).
pub(crate) fn name(value: &JsValue, kind: &str, allowed: &[&str]) -> Result<String, JsValue> {
    let Some(s) = value.dyn_ref::<JsString>() else {
        return Err(TypeError::new(&format!(
            "{kind} must be a string, one of {}, got {}",
            allowed.join(", "),
            describe(value)
        ))
        .into());
    };
    if s.length() > LONGEST_NAME {
        return Err(TypeError::new(&format!(
            "unknown {kind} {}; allowed: {}",
            quoted(s),
            allowed.join(", ")
        ))
        .into());
    }
    Ok(String::from(s))
}

/// Turns a core error into the fitting JavaScript error.
pub(crate) fn to_js(error: Error) -> JsValue {
    let message = error.to_string();
    match error {
        Error::SizeOutOfRange { .. } | Error::TooLargeForStrategy { .. } => {
            RangeError::new(&message).into()
        }
        Error::InvalidBoard(_) => RangeError::new(&message).into(),
        Error::UnknownName { .. } => TypeError::new(&message).into(),
        #[cfg(feature = "programs")]
        Error::Program(e) => super::programs::program_error(&e),
        // Only the interpreter's calls (the `programs` feature) meet a
        // program's error: the smaller modules need none of its fields.
        #[cfg(not(feature = "programs"))]
        Error::Program(_) => js_sys::Error::new(&message).into(),
    }
}

/// How a value reads in an error message: numbers and (the start of)
/// strings as themselves, anything else by its type.
fn describe(value: &JsValue) -> String {
    if let Some(s) = value.dyn_ref::<JsString>() {
        format!("the string {}", quoted(s))
    } else if let Some(f) = value.as_f64() {
        number_text(f)
    } else if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else {
        value
            .js_typeof()
            .as_string()
            .unwrap_or_else(|| "a value".into())
    }
}

/// A string in quotes, cut after [`QUOTED_CHARS`] characters (as
/// `www/nqueens.js` does), so that a huge string is never copied.
fn quoted(s: &JsString) -> String {
    let length = s.length();
    if length <= QUOTED_CHARS {
        return format!("\"{}\"", String::from(s));
    }
    let start = String::from(s.slice(0, QUOTED_CHARS));
    format!("\"{start}…\" ({length} characters)")
}

/// A number as JavaScript writes it. Not Rust's `{}` for `f64`: its float
/// formatting (Grisu/Dragon with big integers) is a third of the module.
fn number_text(f: f64) -> String {
    if f.fract() == 0.0 && f.abs() < 9.0e15 {
        format!("{}", f as i64)
    } else {
        js_sys::Number::from(f)
            .to_string_with_radix(10)
            .map(String::from)
            .unwrap_or_default()
    }
}
