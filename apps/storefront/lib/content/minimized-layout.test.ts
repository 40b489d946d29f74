import type { MinimizedHeaderContent, PageElement } from '@shop/search-contract';
import { describe, expect, it } from 'vitest';
import { callToActionColors, minimizedFooterOf, minimizedHeaderOf } from './minimized-layout';

const button: MinimizedHeaderContent['button'] = {
  visible: true,
  link: '/de/ems-ratgeber/#newsletter',
  text: 'Gutschein sichern',
  useButtonColor: true,
  buttonColor: { hex: '#fde047' },
  useButtontextColor: false,
  buttontextColor: { hex: '#1e1b4b' },
};
const header: PageElement = {
  component: 'minimized-header',
  properties: {
    content: { logo: { size: 'medium' }, menu: [], button, background: { inverted: false } },
  },
};
const footer: PageElement = {
  component: 'minimized-footer',
  properties: { content: { social: [], textRows: [], info: '© Vitalora' } },
};
const text: PageElement = { component: 'text', properties: { content: { paragraphs: ['Hallo'] } } };

describe('minimized layout', () => {
  it('finds the minimized header and footer among the page elements', () => {
    expect(minimizedHeaderOf([text, header, footer])).toBe(header.properties.content);
    expect(minimizedFooterOf([text, header, footer])).toBe(footer.properties.content);
  });

  it('finds none on pages that do not define them', () => {
    expect(minimizedHeaderOf([text])).toBeUndefined();
    expect(minimizedFooterOf([])).toBeUndefined();
  });

  it('applies only the button colours the content switches on', () => {
    expect(callToActionColors(button)).toEqual({
      backgroundColor: '#fde047',
      borderColor: '#fde047',
    });
    expect(
      callToActionColors({ ...button, useButtonColor: false, useButtontextColor: true }),
    ).toEqual({ color: '#1e1b4b' });
  });
});
