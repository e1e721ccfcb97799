import { pageJavaScriptGzip } from './page-weight.ts';
for (const p of ['login', 'status/_', 'status', 'assignments/shortlist', 'reports/_', 'config']) {
  const w = pageJavaScriptGzip('dist', p);
  console.log(p, (w.onLoad / 1024).toFixed(1), (w.deferred / 1024).toFixed(1));
}
