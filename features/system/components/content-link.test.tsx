import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentLink } from './content-link';
import { LocalLink } from './local-link';

describe('ContentLink', () => {
  it('leads an internal path through LocalLink (the request’s locale)', () => {
    const element = ContentLink({ href: '/gamehall', children: 'Play' });
    expect(element?.type).toBe(LocalLink);
    expect(element?.props).toMatchObject({ href: '/gamehall' });
  });

  it('writes an external address as a plain link that does not hand this page to it', () => {
    render(<ContentLink href="https://partner.example/x">Partner</ContentLink>);
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener');
  });

  it('drops a dangerous protocol an operator may have typed', () => {
    for (const href of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>']) {
      expect(ContentLink({ href, children: 'x' }), href).toBeNull();
    }
  });
});
