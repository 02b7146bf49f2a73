// The page of the cross-origin host (tests/hosts/README.md): it loads the
// element from another origin, the packed package served with
// `Access-Control-Allow-Origin: *` as a CDN serves it (its origin, chosen by
// the test, in ?cdn=), exactly as docs/embedding.md's "A CDN copy" writes
// it: one <script type="module" src="https://cdn…/nqueens-element.js">.
const cdn = new URL(window.location.href).searchParams.get('cdn');
if (cdn) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = new URL('nqueens-element.js', `${cdn}/`).href;
  document.head.append(script);
}
