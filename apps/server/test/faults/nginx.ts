import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// nginx as docker-compose.yml ships it, run by a test as a process of its own: Debian's package (.ci/run installs
// it), never its system service, listening on loopback only, with its pid, logs and temporary files in a folder of
// its own.

const composeFile = fileURLToPath(new URL('../../../../docker-compose.yml', import.meta.url));

/** The proxy's configuration as docker-compose.yml gives it to nginx (configs.nginx.content, `$$` unescaped). */
export function shippedProxyConfig(): string {
  const lines = readFileSync(composeFile, 'utf8').split('\n');
  const configs = lines.indexOf('configs:');
  const nginx = lines.indexOf('  nginx:', configs);
  const content = lines.indexOf('    content: |', nginx);
  if (configs < 0 || nginx < 0 || content < 0) {
    throw new Error('docker-compose.yml has no configs.nginx.content block: the test reads the proxy settings there');
  }
  const block: string[] = [];
  for (const line of lines.slice(content + 1)) {
    if (line.trim() && !line.startsWith('      ')) break;
    block.push(line.slice(6));
  }
  // Compose reads `$$` as a literal `$`.
  return block.join('\n').replaceAll('$$', '$');
}

/** The shipped configuration with the compose service `app:3000` replaced by these local instances. */
export function proxyConfigFor(upstreamPorts: number[], listenPort: number): string {
  const shipped = shippedProxyConfig();
  const server = /server app:3000( [^;]*)?;/;
  const listen = /listen 80;/;
  if (!server.test(shipped) || !listen.test(shipped)) {
    throw new Error(`docker-compose.yml's proxy has no "server app:3000 …;" or "listen 80;":\n${shipped}`);
  }
  return shipped
    .replace(server, (_match, params = '') =>
      upstreamPorts.map((port) => `server 127.0.0.1:${port}${params};`).join(' '),
    )
    .replace(listen, `listen 127.0.0.1:${listenPort};`);
}

function nginxBinary() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error('nginx is missing: apt-get install -y nginx (Debian; .ci/run does it), or set NGINX_PATH');
  }
  return found;
}

/** nginx in front of the instances on `upstreamPorts`, with the shipped proxy settings, on `listenPort`. */
export function startNginx(upstreamPorts: number[], listenPort: number) {
  const folder = mkdtempSync(join(tmpdir(), 'sme-nginx-'));
  // Started as root, nginx runs its worker as nobody, which must reach the temporary folders.
  chmodSync(folder, 0o755);
  const errorLog = join(folder, 'error.log');
  const file = join(folder, 'nginx.conf');
  writeFileSync(
    file,
    [
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${folder}/${kind}_temp;`,
      ),
      proxyConfigFor(upstreamPorts, listenPort),
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginxBinary(), ['-p', folder, '-e', errorLog, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    /** What nginx said: its output and error log (upstream errors, retries). */
    log: () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
