/**
 * The realm comes from the first label of the host name (bg.example.org -> bg), unless the host is
 * local or multi-tenancy is switched off (MULTI_TENANCY, src/server/README.md "Configuration").
 */
export function realmFromHost(hostname: string, fallbackRealm: string, multiTenancy: boolean): string {
  if (!multiTenancy || isLocalHost(hostname)) return fallbackRealm;
  const first = hostname.split('.')[0];
  return first || fallbackRealm;
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    /^\d+\.\d+\.\d+\.\d+$/.test(host) ||
    !host.includes('.')
  );
}
