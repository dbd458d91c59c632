import { hostingConfig, localHeaderRules, localHeaders, localPolicy, localSiteWideHeaders } from '../../scripts/lib/local-headers';

const production = hostingConfig().headers ?? [];
const productionPolicy = production.find((rule) => rule.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';

describe('localPolicy', () => {
  it('leaves out upgrade-insecure-requests and nothing else, wherever it stands', () => {
    expect(localPolicy("default-src 'self'; upgrade-insecure-requests")).toBe("default-src 'self'");
    expect(localPolicy("default-src 'self'; upgrade-insecure-requests; img-src 'self' data:")).toBe("default-src 'self'; img-src 'self' data:");
    expect(localPolicy("upgrade-insecure-requests; script-src 'self'")).toBe("script-src 'self'");
    expect(localPolicy("  Upgrade-Insecure-Requests ;default-src 'self';  ")).toBe("default-src 'self'");
  });

  it('keeps a policy without it as it is, and directives that only look alike', () => {
    expect(localPolicy("default-src 'self'; form-action 'self' https://forms.example.com")).toBe("default-src 'self'; form-action 'self' https://forms.example.com");
    expect(localPolicy("block-all-mixed-content; report-uri /upgrade-insecure-requests")).toBe('block-all-mixed-content; report-uri /upgrade-insecure-requests');
  });
});

describe("firebase.json's headers as a local server sends them", () => {
  it('production asks to upgrade insecure requests', () => {
    expect(productionPolicy.split('; ')).toContain('upgrade-insecure-requests');
  });

  it('every other directive, and every other header, is sent as production sends it', () => {
    const local = localHeaderRules(production);
    expect(local.map((rule) => rule.source)).toEqual(production.map((rule) => rule.source));
    local.forEach((rule, i) => {
      const expected = production[i]!.headers.map(({ key, value }) =>
        key === 'Content-Security-Policy' ? { key, value: value.split('; ').filter((d) => d !== 'upgrade-insecure-requests').join('; ') } : { key, value },
      );
      expect(rule.headers).toEqual(expected);
    });
    expect(localSiteWideHeaders()).toEqual(local.find((rule) => rule.source === '**')?.headers);
    expect(localSiteWideHeaders().find((h) => h.key === 'Content-Security-Policy')?.value).not.toContain('upgrade-insecure-requests');
  });

  it('matches the header by name in any case', () => {
    expect(localHeaders([{ key: 'content-security-policy', value: "default-src 'self'; upgrade-insecure-requests" }])).toEqual([
      { key: 'content-security-policy', value: "default-src 'self'" },
    ]);
  });
});
