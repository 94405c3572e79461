/**
 * The load balancer in front of several server.ts processes (docs/deploy/nginx.conf is its output
 * for two processes; `npm run cluster` writes one for its own ports):
 * - no sticky sessions: the session is in PostgreSQL, the sockets fan out through Redis, and the
 *   client speaks WebSocket only (features/realtime/hub.ts), so any process may take any request;
 * - WebSocket upgrade for /socket.io, with a read timeout above socket.io's 25 s ping;
 * - X-Forwarded-For / -Proto / -Host as TRUST_PROXY expects: nginx on the same machine is trusted
 *   by the default `loopback`; elsewhere list its address in TRUST_PROXY;
 * - passive health checks: a process that refuses connections (draining, down) is skipped for a
 *   while and the request goes to the next one (idempotent requests only). Open-source nginx has
 *   no active checks: an orchestrator or a balancer that has them should poll /readyz.
 */
export type NginxOptions = {
  /** Where nginx listens (`80`, `127.0.0.1:3000`). */
  listen: string;
  /** The processes, `host:port` each. */
  upstreams: string[];
  /** A self-contained nginx (npm run cluster, tests): pid, logs and temporary files under this directory, in the foreground. */
  prefix?: string;
};

export function nginxConf({ listen, upstreams, prefix }: NginxOptions): string {
  const own = prefix
    ? [
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/error.log warn;`,
        'daemon off;',
        '',
      ]
    : [];
  const temp = prefix
    ? ['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map((name) => `  ${name} ${prefix}/${name.replace('_path', '')};`)
    : [];
  return [
    '# Load balancer for several server.ts processes on one PostgreSQL and one Redis (README "Several processes").',
    ...own,
    'worker_processes 1;',
    '# a WebSocket holds two connections: the client one and the one to its process',
    'events { worker_connections 8192; }',
    '',
    'http {',
    ...temp,
    `  access_log ${prefix ? `${prefix}/access.log` : '/var/log/nginx/casino.access.log'};`,
    '  # server.ts compresses and sets the cache headers itself',
    '  gzip off;',
    '  client_max_body_size 2m;',
    '',
    '  map $http_upgrade $connection_upgrade {',
    '    default upgrade;',
    "    ''      '';",
    '  }',
    '',
    '  upstream casino {',
    '    least_conn;',
    ...upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`),
    '    # kept-alive connections to the processes (they keep theirs KEEP_ALIVE_TIMEOUT_MS, longer than this)',
    '    keepalive 32;',
    '    keepalive_timeout 60s;',
    '  }',
    '',
    '  server {',
    `    listen ${listen};`,
    '',
    '    location / {',
    '      proxy_pass http://casino;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      proxy_set_header X-Forwarded-Host $http_host;',
    '      proxy_set_header Upgrade $http_upgrade;',
    '      proxy_set_header Connection $connection_upgrade;',
    '      # socket.io pings every 25 s; a page or an export may take a while',
    '      proxy_read_timeout 75s;',
    '      proxy_buffering off;',
    '      # a process that refuses or drops the connection (draining, restarting): the next one answers',
    '      proxy_next_upstream error timeout http_502;',
    '      proxy_next_upstream_tries 2;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
