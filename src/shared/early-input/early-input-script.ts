// The one inline script of a prerendered page (scripts/page-html.ts puts it first in <head>; the
// Content-Security-Policy allows exactly this text by its hash, src/server/http/security-headers.ts).
//
// A prerendered page is on screen before its code has run, and React brings it to life part by part
// (a part whose code loads lazily later than the rest). Until React has hydrated an element, a tap on
// a button or an in-page link does nothing, a form is sent natively (a GET with its fields, a
// password too, in the address), and typed text is unknown to the app, which may clear it on its
// next render. The script holds back such a tap or submission and keeps what was typed, until
// replay-early-input.ts hands both to the app once the elements are live (a field's text, a box's or a
// choice's tick). An element is live once the
// app has committed its first render (html[data-hydrated]) and React has attached its props to it (a
// `__reactProps$…` key; React has no public signal).
//
// On an islands page (#root[data-islands]) only the islands come alive: a tap elsewhere (the skip
// link, an in-page link of the static HTML) works natively and is never held.
//
// It also starts the page's code, once the page has painted: the build leaves the module script and
// its preloads as inert `<link rel="x-module">` and `<link rel="x-modulepreload">` tags, and the web
// app manifest (which Chrome fetches with an icon as soon as it is linked) as `<link rel="x-manifest">`
// (scripts/page-html.ts), so the HTML and CSS have the phone's slow connection to themselves and the
// page shows as soon as it would without JavaScript; the code is requested once the browser reports
// the first contentful paint and the load event has fired, and the frame after the load event (the
// first one with the whole document; the first paint may show only its top) has been drawn; or 2 s
// after that paint if the load event waits on a stalled file (a browser without paint timing: the
// frame after the load event; a tab that paints nothing, such as a hidden one: a second after the
// load event; in any case 5 s after the document is parsed).
//
// First of all, it preloads the page's font only where the device lacks it: the build writes a Telugu
// page's font preloads before the script as inert `<link rel="x-font">` tags naming the face's local()
// copy (scripts/page-html.ts), and the script makes each a preload if loading that copy fails. A phone
// with the font (Android ships Noto Sans Telugu) draws with its own copy, which the stylesheet's faces
// name first, and downloads none of it; a device without it gets the file with the stylesheets, as
// before (the swap from a fallback would move the text otherwise).
// Plain ES5, kept short: it runs before anything else on a cheap phone.
export const EARLY_INPUT_SCRIPT = [
  '(function(d,w){w.__early={held:null,typed:[]};',
  "var F=d.querySelectorAll('link[rel=x-font]');for(var j=0;j<F.length;j++)(function(l){function p(){l.rel='preload'}",
  "w.FontFace?new FontFace('x',l.getAttribute('data-local')).load().then(null,p):p()})(F[j]);",
  "function live(t){return d.documentElement.hasAttribute('data-hydrated')&&Object.keys(t).some(function(k){return k.indexOf('__reactProps$')===0})}",
  "function held(e){var t=e.type==='submit'?e.submitter||e.target:e.target.closest&&e.target.closest('button,a[href^=\"#\"]');",
  "if(!t||live(t)||d.querySelector('#root[data-islands]')&&!t.closest('[data-island]'))return;e.preventDefault();e.stopPropagation();w.__early.held=t;if(w.__early.notify)w.__early.notify()}",
  'function typed(e){var t=e.target;if(live(t))return;if(w.__early.typed.indexOf(t)<0)w.__early.typed.push(t);',
  "t.__earlyValue=/^(checkbox|radio)$/.test(t.type)?t.checked:t.value;if(w.__early.notify)w.__early.notify()}",
  "d.addEventListener('click',held,true);d.addEventListener('submit',held,true);d.addEventListener('input',typed,true);",
  "var started=0;function code(){if(started++)return;var l=d.querySelectorAll('link[rel=x-modulepreload],link[rel=x-module]');",
  "for(var i=0;i<l.length;i++){var m=l[i].rel==='x-module',e=d.createElement(m?'script':'link');",
  "if(m){e.type='module';e.src=l[i].href}else{e.rel='modulepreload';e.href=l[i].href}e.crossOrigin='';d.head.appendChild(e)}",
  "var f=d.querySelector('link[rel=x-manifest]');if(f)f.rel='manifest'}",
  "var P=w.PerformanceObserver,painted=!(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0),loaded=0;",
  // drawn(): after the next frame is painted (a task queued from its animation-frame callback).
  "function drawn(){requestAnimationFrame(function(){setTimeout(code,0)})}",
  "if(!painted)new P(function(l){if(!painted&&l.getEntriesByName('first-contentful-paint').length){painted=1;loaded?drawn():setTimeout(code,2000)}}).observe({type:'paint',buffered:true});",
  "w.addEventListener('load',function(){loaded=1;painted?drawn():setTimeout(code,1000)});",
  "d.addEventListener('DOMContentLoaded',function(){setTimeout(code,5000)})",
  '})(document,window)',
].join('');
