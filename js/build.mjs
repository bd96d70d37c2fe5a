// Bundles each widget's ES module (src/<name>.js, with everything it imports: base.js, small.js,
// table.js for the lesson, and the CSS each of them imports) into one JavaScript file and one
// stylesheet, konkan/widgets/static/<name>.js and <name>.css, the files a widget's `_esm` and
// `_css` point at. The bundles are committed, so using konkan needs no Node.js.
//
//   node build.mjs             build into konkan/widgets/static/ (make js)
//   node build.mjs --out DIR   build into DIR instead (tests/test_widget_bundles.py compares)
//   node build.mjs --watch     rebuild on every change to src/ (make js-watch; with
//                              ANYWIDGET_HMR=1 make lab, a widget on the page redraws with it)

import * as esbuild from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// One bundle per widget class: each has its own stylesheet, as anywidget keeps one per class.
export const WIDGETS = ["table", "lesson", "checker", "trainer", "scoresheet", "practice", "class_test", "class_view", "mistakes"];

const args = process.argv.slice(2);
const at = args.indexOf("--out");
const outdir = at >= 0 ? path.resolve(args[at + 1]) : path.join(here, "..", "konkan", "widgets", "static");

/** @type {import("esbuild").BuildOptions} */
const options = {
  absWorkingDir: here,
  entryPoints: WIDGETS.map((name) => `src/${name}.js`),
  outdir,
  bundle: true,
  format: "esm",
  // Readable bundles: a reviewer sees what changed in a diff, and a browser's console points at
  // a line one can read. The browsers anywidget runs in all read modern JavaScript and CSS as is.
  minify: false,
  target: "es2022",
  charset: "utf8",
  legalComments: "none",
  banner: { js: "// Built by esbuild from js/src/ (make js): edit those files, not this one.",
    css: "/* Built by esbuild from js/src/ (make js): edit those files, not this one. */" },
  logLevel: "warning",
};

if (args.includes("--watch")) {
  const context = await esbuild.context({ ...options, logLevel: "info" });
  await context.watch();
} else {
  await esbuild.build(options);
}
