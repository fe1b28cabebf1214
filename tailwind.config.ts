import type { Config } from 'tailwindcss';

/**
 * Tailwind v4 reads its theme from CSS first (src/index.css); this file is
 * loaded there with `@config` and holds the design tokens that are easier to
 * read as data: the newspaper type scale and the brand palette.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        // The readers' own fonts: text paints with the first frame, with nothing to download and
        // nothing to swap (docs/adr/0009-first-paint-first.md).
        serif: ['Charter', '"Bitstream Charter"', '"Sitka Text"', 'Cambria', 'Georgia', '"Noto Serif"', '"Times New Roman"', 'serif'],
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
      colors: {
        brand: {
          50: '#eef5fb',
          100: '#d5e6f5',
          600: '#1d5a91',
          700: '#174a78',
          800: '#123a5e',
          900: '#0c2740',
        },
        accent: {
          500: '#c8102e',
          600: '#a30d25',
        },
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
} satisfies Config;
