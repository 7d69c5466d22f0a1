// Runs a command to its end for the measuring scripts: its errors shown, its output shown unless `quiet`, an
// exit code other than 0 thrown.
import { spawn } from 'node:child_process';

export function run(
  command: string,
  args: string[],
  { env = {}, quiet = false }: { env?: Record<string, string>; quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, {
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
    }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
