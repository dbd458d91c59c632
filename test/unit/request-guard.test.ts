import { MAX_SEGMENT_LENGTH, refusalFor } from '../../scripts/lib/request-guard';

describe('what the local server refuses before superstatic', () => {
  it.each(['/%zz', '/%C0%AF', '/%E0%A4%A', '/about%', '/blog/%ZZpost', '/?q=%zz'])('answers 400 to the malformed escape in %s', (url) => {
    expect(refusalFor(url)?.status).toBe(400);
  });

  it.each(['/a%00b', '/%0d%0aSet-Cookie:x', '/ar/%1F'])('answers 400 to the control character in %s', (url) => {
    expect(refusalFor(url)?.status).toBe(400);
  });

  it('answers 404 to a segment longer than a file name may be', () => {
    expect(refusalFor(`/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`)?.status).toBe(404);
    expect(refusalFor(`/blog/${'%D8%A7'.repeat(MAX_SEGMENT_LENGTH / 2 + 1)}`)?.status).toBe(404);
    expect(refusalFor(`/${'a/'.repeat(600)}`)?.status).toBe(404);
  });

  it.each(['/', '/ar', '/about?x=1', '/blog/unlock-your-potential', '/services/%E2%80%AE', '/ar/%D8%A7', '/about-us', '//evil.example/x.html', `/${'a'.repeat(MAX_SEGMENT_LENGTH)}`])(
    'lets %s through to the hosting rules',
    (url) => {
      expect(refusalFor(url)).toBeUndefined();
    },
  );
});
