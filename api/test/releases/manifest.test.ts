import { exposeFilesOfSummary, summarizeManifest } from '../../src/services/releases/manifest';

// What the gate keeps of a release's mf-manifest.json for the page documents: the files each exposed module loads
// first. They end up in <link> elements of every page, so only plain file names inside the release's folder pass.
describe('the files each exposed module needs first', () => {
  const manifest = (assets: unknown) =>
    JSON.stringify({
      name: 'mf_news',
      metaData: { buildInfo: { buildVersion: '1.0.0' } },
      shared: [],
      exposes: [{ name: 'AboutPage', assets }],
    });

  it('keeps the sync scripts and styles of each module, not the async ones', () => {
    const summary = summarizeManifest(
      manifest({
        js: { sync: ['920.ab.js', '__federation_expose_AboutPage.cd.js'], async: ['491.ef.js'] },
        css: { sync: ['about.css'], async: ['x.css'] },
      }),
    );
    expect('error' in summary ? summary : summary.exposeFiles).toEqual({
      AboutPage: { scripts: ['920.ab.js', '__federation_expose_AboutPage.cd.js'], styles: ['about.css'] },
    });
  });

  it('leaves out anything that is not a file inside the release folder, and more than eight of a kind', () => {
    const hostile = ['../../other/1.js', '/root.js', 'https://evil.example/x.js', '//evil.example/x.js', 'a"><script>.js', 'a b.js', 7, 'ok/sub.js'];
    const many = Array.from({ length: 12 }, (_, index) => `${index}.js`);
    const summary = summarizeManifest(manifest({ js: { sync: hostile }, css: { sync: many } }));
    expect('error' in summary ? summary : summary.exposeFiles).toEqual({ AboutPage: { scripts: ['ok/sub.js'], styles: many.slice(0, 8) } });
  });

  it('reads them back from a stored summary, checked again, and nothing from one written before they were kept', () => {
    const stored = JSON.stringify({ exposeFiles: { AboutPage: { scripts: ['a.js', '../b.js'], styles: 'c.css' }, Broken: 3 } });
    expect(exposeFilesOfSummary(stored)).toEqual({ AboutPage: { scripts: ['a.js'], styles: [] } });
    expect(exposeFilesOfSummary(JSON.stringify({ name: 'mf_news', exposes: ['AboutPage'] }))).toEqual({});
    expect(exposeFilesOfSummary('not json')).toEqual({});
  });
});
