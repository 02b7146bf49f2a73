//! What every module knows of the code views (their names, languages and
//! limits, and how a program's error crosses to JavaScript). The runs
//! themselves (`program_run.rs`) are behind the `programs` feature, so that
//! the page's main-thread module (`nqueens_core_bg.wasm`) has no interpreter.

use super::args::{name, to_js};
use crate::programs::{self, View, VIEW_NAMES};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

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

pub(crate) fn error_kind(k: programs::ProgramErrorKind) -> &'static str {
    match k {
        programs::ProgramErrorKind::Parse => "parse",
        programs::ProgramErrorKind::Runtime => "runtime",
        programs::ProgramErrorKind::StepBudget => "step-budget",
    }
}

/// A program's error as a JavaScript `Error` named "ProgramError" with
/// `kind`, `line`, `column`, `detail` and its Chinese `detailZh`, and the
/// whole Chinese text `messageZh` (for `www/nqueens.js`'s `ProgramError`).
pub(crate) fn program_error(e: &programs::ProgramError) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    err.set_name("ProgramError");
    set(&err, "kind", error_kind(e.kind));
    set(&err, "line", e.line);
    set(&err, "column", e.column);
    set(&err, "detail", e.message.as_str());
    set(&err, "detailZh", e.message_zh.as_str());
    set(&err, "messageZh", e.text_in("zh").as_str());
    err.into()
}
