import { realmFromHost } from './realm';

describe('realmFromHost', () => {
  it('takes the first label of a real host name when multi-tenancy is on', () => {
    expect(realmFromHost('nl.backoffice.example.org', 'main', true)).toBe('nl');
  });
  it('keeps the configured realm for local hosts and when multi-tenancy is off', () => {
    expect(realmFromHost('localhost', 'main', true)).toBe('main');
    expect(realmFromHost('127.0.0.1', 'main', true)).toBe('main');
    expect(realmFromHost('nl.backoffice.example.org', 'main', false)).toBe('main');
  });
});
