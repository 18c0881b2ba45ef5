import { describe, expect, it } from 'vitest';
import { appPath } from '@/lib/routing/app-path';

describe('appPath (a server-given link target)', () => {
  it.each(['/dashboard/help', '/dashboard/help?ticket=3', '/dashboard/my-members#edit=4'])('keeps the app path %s', (path) => {
    expect(appPath(path)).toBe(path);
  });

  it.each([
    'javascript:window.__pwned=1',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\t/evil.example',
    'dashboard/help',
    '',
    null,
  ])('refuses %j', (target) => {
    expect(appPath(target)).toBeNull();
  });
});
