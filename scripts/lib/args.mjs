/**
 * Command-line options of the scripts: node:util's parseArgs, with numbers and comma-separated
 * lists, defaults, a `--help` text made from the same table, and a usage error (exit status 2)
 * for an unknown option, a missing value or a value that is not a number.
 *
 *   const { values, positionals } = cliOptions({
 *     usage: 'node measure/size-check.mjs [options]',
 *     about: 'Bundle sizes of a build against budgets.json.',
 *     options: {
 *       dist: { type: 'string', value: 'dir', default: 'dist', help: 'the build to measure' },
 *       runs: { type: 'number', default: 3, help: 'Lighthouse runs per page' },
 *       pages: { type: 'list', value: '/a,/b', help: 'pages to measure' },
 *       'no-build': { type: 'boolean', help: 'reuse the builds when present' },
 *     },
 *   });
 *   values.dist; values.runs; values.pages; values.noBuild;
 *
 * Values are keyed by the option's name in camelCase. A boolean is false unless given; an option
 * without a default is undefined unless given. `multiple: true` lets an option repeat (a list's
 * items are then joined into one list).
 */
import { parseArgs } from 'node:util';

/**
 * @typedef {object} OptionSpec
 * @property {'string' | 'number' | 'list' | 'boolean'} type
 * @property {string} help        one line for the --help text
 * @property {unknown} [default]
 * @property {string} [value]     the value's name in the --help text (default: n, list or value)
 * @property {string} [short]     a one-letter alias
 * @property {boolean} [multiple] the option may be given more than once
 *
 * @typedef {object} CliSpec
 * @property {string} usage        the first line of --help, e.g. `node scripts/x.mjs [options]`
 * @property {string} [about]      what the command does, printed under the usage line
 * @property {Record<string, OptionSpec>} options
 * @property {boolean} [positionals] arguments that are not options are allowed (default: not)
 * @property {string} [more]       text printed after the options (examples, environment)
 */

/** A command line the command does not accept; the message says why. */
export class UsageError extends Error {}

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * Parses `argv` against `spec`. `--help` / `-h` sets `values.help`. Throws UsageError.
 * @param {readonly string[]} argv
 * @param {CliSpec} spec
 * @returns {{ values: Record<string, any>, positionals: string[] }}
 */
export function parseOptions(argv, spec) {
  const config = { help: { type: 'boolean', short: 'h' } };
  for (const [name, option] of Object.entries(spec.options)) {
    config[name] = {
      type: option.type === 'boolean' ? 'boolean' : 'string',
      ...(option.short ? { short: option.short } : {}),
      ...(option.multiple ? { multiple: true } : {}),
    };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: config, allowPositionals: spec.positionals === true, strict: true });
  } catch (error) {
    if (typeof error?.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS_')) throw new UsageError(usageMessage(error));
    throw error;
  }
  const values = { help: parsed.values.help === true };
  for (const [name, option] of Object.entries(spec.options)) {
    const given = parsed.values[name];
    values[camel(name)] = given === undefined ? (option.type === 'boolean' ? false : option.default) : convert(name, option, given);
  }
  return { values, positionals: parsed.positionals };
}

function usageMessage(error) {
  const named = /'([^']+)'/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${named ?? ''}`.trim();
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${named ?? ''}`.trim();
  return error.message.split('\n')[0];
}

function convert(name, option, given) {
  const all = Array.isArray(given) ? given : [given];
  if (option.type === 'boolean') return true;
  for (const value of all) if (value === '') throw new UsageError(`--${name} needs a value`);
  if (option.type === 'number') {
    const numbers = all.map((value) => {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new UsageError(`--${name} needs a number, not "${value}"`);
      return n;
    });
    return option.multiple ? numbers : numbers[0];
  }
  if (option.type === 'list') return all.flatMap((value) => value.split(',').map((item) => item.trim()).filter(Boolean));
  return option.multiple ? all : all[0];
}

/**
 * The --help text: usage, what the command does, one line per option with its default.
 * @param {CliSpec} spec
 */
export function formatHelp(spec) {
  const rows = Object.entries(spec.options).map(([name, option]) => {
    const value = option.type === 'boolean' ? '' : ` <${option.value ?? (option.type === 'number' ? 'n' : option.type === 'list' ? 'list' : 'value')}>`;
    const short = option.short ? `-${option.short}, ` : '';
    const fallback = option.default === undefined || option.default === null ? '' : ` (default ${Array.isArray(option.default) ? option.default.join(',') : option.default})`;
    return [`${short}--${name}${value}`, `${option.help}${fallback}`];
  });
  rows.push(['-h, --help', 'this text']);
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
  return [
    `Usage: ${spec.usage}`,
    ...(spec.about ? ['', spec.about] : []),
    '',
    'Options:',
    ...rows.map(([flag, help]) => `  ${flag.padEnd(width)}${help}`),
    ...(spec.more ? ['', spec.more] : []),
  ].join('\n');
}

/**
 * The options of the running script (process.argv). `--help` prints the help text and exits 0; a
 * usage error prints the message and the help text and exits 2.
 * @param {CliSpec} spec
 * @param {readonly string[]} [argv]
 */
export function cliOptions(spec, argv = process.argv.slice(2)) {
  try {
    const parsed = parseOptions(argv, spec);
    if (parsed.values.help) {
      console.log(formatHelp(spec));
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${formatHelp(spec)}`);
    process.exit(2);
  }
}
