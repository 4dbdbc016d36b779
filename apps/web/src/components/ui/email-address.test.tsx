import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('reads as the address and may wrap only before @ and dots', () => {
    const { container } = render(<EmailAddress address="priya.raman@example.test" />);
    expect(container.textContent).toBe('priya.raman@example.test');
    const pieces = [...container.querySelector('span')!.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent);
    expect(pieces).toEqual(['priya', '.raman', '@example', '.test']);
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
