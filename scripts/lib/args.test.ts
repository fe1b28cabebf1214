import { describe, expect, it } from 'vitest';
import { formatHelp, parseOptions, UsageError, type CliSpec } from './args.mjs';

const spec: CliSpec = {
  usage: 'node scripts/example.mjs [options]',
  about: 'An example.',
  options: {
    runs: { type: 'number', default: 3, help: 'runs per page' },
    pages: { type: 'list', value: '/a,/b', help: 'pages' },
    dist: { type: 'string', value: 'dir', default: 'dist', help: 'the build' },
    'no-build': { type: 'boolean', help: 'reuse the build' },
    category: { type: 'list', multiple: true, help: 'categories' },
  },
};

describe('parseOptions', () => {
  it('gives the defaults, camelCase keys and false for absent booleans', () => {
    expect(parseOptions([], spec).values).toEqual({ help: false, runs: 3, pages: undefined, dist: 'dist', noBuild: false, category: undefined });
  });

  it('reads numbers, lists, repeated lists, inline values and booleans', () => {
    const { values } = parseOptions(['--runs', '5', '--pages=/,/faq', '--no-build', '--category', 'a,b', '--category', 'c', '--dist', 'dist-x'], spec);
    expect(values).toMatchObject({ runs: 5, pages: ['/', '/faq'], noBuild: true, category: ['a', 'b', 'c'], dist: 'dist-x' });
  });

  it('sets help for --help and -h', () => {
    expect(parseOptions(['--help'], spec).values.help).toBe(true);
    expect(parseOptions(['-h'], spec).values.help).toBe(true);
  });

  it('rejects an unknown option, a stray argument, a missing value and a value that is not a number', () => {
    expect(() => parseOptions(['--frobnicate'], spec)).toThrow(new UsageError('unknown option --frobnicate'));
    expect(() => parseOptions(['home'], spec)).toThrow(new UsageError('unexpected argument home'));
    expect(() => parseOptions(['--runs'], spec)).toThrow(UsageError);
    expect(() => parseOptions(['--runs', 'many'], spec)).toThrow(new UsageError('--runs needs a number, not "many"'));
    expect(() => parseOptions(['--dist='], spec)).toThrow(new UsageError('--dist needs a value'));
  });

  it('passes arguments through when the command takes them', () => {
    expect(parseOptions(['home', '--runs', '1'], { ...spec, positionals: true }).positionals).toEqual(['home']);
  });
});

describe('formatHelp', () => {
  it('lists every option with its value name and default, and --help', () => {
    const help = formatHelp(spec);
    expect(help.split('\n').slice(0, 3)).toEqual(['Usage: node scripts/example.mjs [options]', '', 'An example.']);
    expect(help).toMatch(/--runs <n> +runs per page \(default 3\)/);
    expect(help).toMatch(/--pages <\/a,\/b> +pages\n/);
    expect(help).toMatch(/--no-build +reuse the build/);
    expect(help).toMatch(/-h, --help +this text/);
  });
});
