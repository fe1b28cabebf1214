/**
 * Child processes of the scripts: commands run to completion, and servers started for a
 * measurement and stopped with it (each in its own process group, so stopping `npx vite preview`
 * also stops the vite it started; whatever is still running when the script exits is stopped then).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root: where every command runs unless told otherwise. */
export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Runs a command to the end; resolves to its exit code (1 when a signal stopped it). Meanwhile this
 * script leaves the stopping to the command: a SIGTERM it receives is passed on, and a SIGINT (which
 * the terminal sends to the command as well) is ignored, so the command can stop its servers before
 * its exit ends this script too.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function exitCode(command, args, { env = {}, cwd = ROOT, stdio = 'inherit' } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio });
    const forward = () => child.kill('SIGTERM');
    const ignore = () => {};
    process.on('SIGTERM', forward);
    process.on('SIGINT', ignore);
    const done = () => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', ignore);
    };
    child.on('error', (error) => {
      done();
      reject(error);
    });
    child.on('exit', (code) => {
      done();
      resolvePromise(code ?? 1);
    });
  });
}

/**
 * Runs a command to the end; rejects when it fails.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export async function run(command, args, options = {}) {
  const code = await exitCode(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const services = new Set();

/**
 * Starts a server in its own process group (its output on stderr, the rest ignored); stopServices
 * or the script's exit stops it.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string }} [options]
 */
export function startService(command, args, { env = {}, cwd = ROOT } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  services.add(child);
  child.on('exit', () => services.delete(child));
  return child;
}

/**
 * Stops a server startService started, or any child spawned `detached` (its whole process group),
 * if it is still running.
 * @param {import('node:child_process').ChildProcess} child
 */
export function stopService(child) {
  services.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Stops every server startService started that is still running. */
export function stopServices() {
  for (const child of [...services]) stopService(child);
}

process.on('exit', stopServices);
