//! What every module knows of the code views (their names, languages and
//! limits), and how a program's error crosses to JavaScript. The runs
//! themselves (`program_run.rs`) are behind the `programs` feature, so that
//! the page's main-thread module (`nqueens_core_bg.wasm`) has no interpreter;
//! so is a program's error, which only they meet.

use super::args::{name, to_js};
use crate::programs::{self, View, VIEW_NAMES};
use js_sys::Array;
#[cfg(feature = "programs")]
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

#[cfg(feature = "programs")]
pub(crate) fn set(o: &Object, key: &str, value: impl Into<JsValue>) {
    // Reflect.set on a plain fresh object cannot fail
    let _ = Reflect::set(o, &JsValue::from_str(key), &value.into());
}

pub(crate) fn view_of(value: &JsValue) -> Result<View, JsValue> {
    View::from_name(&name(value, "code view", VIEW_NAMES)?).map_err(to_js)
}

/// The code views' names, comma-separated.
#[wasm_bindgen(js_name = codeViewNames)]
pub fn code_view_names() -> String {
    VIEW_NAMES.join(",")
}

/// `[language, entry call, max n, board array name or "", its row-0 index]` of a view.
#[wasm_bindgen(js_name = codeViewInfo)]
pub fn code_view_info(view: JsValue) -> Result<Array, JsValue> {
    let v = view_of(&view)?;
    let (array, offset) = v.board_array().unwrap_or(("", 0));
    Ok([
        JsValue::from_str(v.lang().name()),
        JsValue::from_str(v.entry_call()),
        JsValue::from(v.max_n() as u32),
        JsValue::from_str(array),
        JsValue::from(offset as u32),
    ]
    .into_iter()
    .collect())
}

/// The largest source text accepted, in bytes.
#[wasm_bindgen(js_name = maxSourceBytes)]
pub fn max_source_bytes() -> usize {
    programs::MAX_SOURCE_BYTES
}

#[cfg(feature = "programs")]
pub(crate) fn error_kind(k: programs::ProgramErrorKind) -> &'static str {
    match k {
        programs::ProgramErrorKind::Parse => "parse",
        programs::ProgramErrorKind::Runtime => "runtime",
        programs::ProgramErrorKind::StepBudget => "step-budget",
    }
}

#[cfg(feature = "programs")]
/// A parse error's structured form `{ expected, token, found, text }`
/// (codes of [`programs::Expected`] and [`programs::Found`]), else null.
pub(crate) fn syntax_object(e: &programs::ProgramError) -> JsValue {
    let Some(s) = &e.syntax else {
        return JsValue::NULL;
    };
    let o = Object::new();
    set(&o, "expected", s.expected.code());
    set(
        &o,
        "token",
        s.expected.token().map_or(JsValue::NULL, JsValue::from_str),
    );
    set(&o, "found", s.found.kind());
    set(
        &o,
        "text",
        s.found
            .text()
            .map_or(JsValue::NULL, |t| JsValue::from_str(&t)),
    );
    o.into()
}

#[cfg(feature = "programs")]
/// A program's error as a JavaScript `Error` named "ProgramError" with
/// `kind`, `line`, `column`, `detail` and its Chinese `detailZh`, the
/// whole Chinese text `messageZh` and a parse error's structured form
/// `syntax` (for `www/nqueens.js`'s `ProgramError`).
pub(crate) fn program_error(e: &programs::ProgramError) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    err.set_name("ProgramError");
    set(&err, "kind", error_kind(e.kind));
    set(&err, "line", e.line);
    set(&err, "column", e.column);
    set(&err, "detail", e.message.as_str());
    set(&err, "detailZh", e.message_zh.as_str());
    set(&err, "messageZh", e.text_in("zh").as_str());
    set(&err, "syntax", syntax_object(e));
    err.into()
}
