//! Exports the wasm module's shadow stack pointer (the `__stack_pointer`
//! global) so that the JS API (`www/js/api/base.js`) can put it back after
//! a JavaScript exception unwound through Rust frames (see "calls into
//! wasm" there).
//! wasm-bindgen no longer exports a shim for it since it returns results
//! as multiple values. Nothing changes for native builds.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-cdylib-link-arg=--export=__stack_pointer");
    }
}
