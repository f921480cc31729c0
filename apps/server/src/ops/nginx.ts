// The nginx site that fronts Atelje's API processes (docs/decisions/019-reverse-proxy-and-processes.md), rendered
// from a few settings. deploy/nginx/atelje.conf is renderSite(productionSite) (a test keeps the two equal), and the
// multi-process test and `npm run bench -- cluster` run the same text on their own ports, so the shipped config is
// the tested one.
//   npx tsx apps/server/src/ops/nginx.ts --api 127.0.0.1:3001 --api 127.0.0.1:3002 \
//     --web-dist /srv/atelje/apps/web/dist --server-name academy.example > /etc/nginx/sites-available/atelje
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { VIDEO_MAX_BYTES } from '@atelje/shared';

export interface NginxSite {
  /** host:port of every API process (`npm start` with JOBS_IN_PROCESS=false, TRUST_PROXY=true). */
  upstreams: string[];
  /** The built web app, the same directory as the processes' WEB_DIST_DIR. */
  webDistDir: string;
  /** The `listen` parameter: a port, or address:port. */
  listen: string;
  serverName: string;
  /** Serve the build's .br files (Debian: libnginx-mod-http-brotli-static); .gz files are served either way. */
  brotli: boolean;
  /** This site's access log, with request ids and upstream timings ('off': none). */
  accessLog: string;
}

export const productionSite: NginxSite = {
  upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
  webDistDir: '/srv/atelje/apps/web/dist',
  listen: '80',
  serverName: 'academy.example',
  brotli: true,
  accessLog: '/var/log/nginx/atelje.access.log',
};

/**
 * Bodies of administrators' uploads (tus PATCH chunks, multipart videos, e-books, trailers): the app's largest
 * file limit (a 10 GiB video) plus room for the form around it. The app enforces each field's own limit.
 */
export const UPLOAD_BODY_MAX_MB = Math.ceil(VIDEO_MAX_BYTES / 2 ** 20) + 64;

/** The site: an http-context file (Debian: /etc/nginx/sites-enabled/atelje). */
export function renderSite(site: NginxSite): string {
  if (site.upstreams.length === 0) throw new Error('at least one API process is needed');
  const servers = site.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n');
  const brotli = site.brotli ? '\n        brotli_static on;' : '';
  return `# Atelje behind nginx: docs/decisions/019-reverse-proxy-and-processes.md.
# Rendered by apps/server/src/ops/nginx.ts; change that file, not this one, and render again.
# Debian: apt-get install nginx-light${site.brotli ? ' libnginx-mod-http-brotli-static' : ''}; put this file in
# /etc/nginx/sites-enabled/ (it belongs to the http block of Debian's nginx.conf).
# The API processes run with TRUST_PROXY=true and are reachable only from this host (bind them to 127.0.0.1 or a
# private network): they believe the client address nginx writes into X-Forwarded-For.

# No query string in the access log: it can carry reset tokens, sign-in codes and media signatures (ADR 024).
map $request_uri $atelje_log_uri {
    "~^(?<atelje_log_path>[^?]*)\\?" "$atelje_log_path?[redacted]";
    default $request_uri;
}
log_format atelje '$remote_addr [$time_local] "$request_method $atelje_log_uri $server_protocol" '
                  '$status $body_bytes_sent $request_time '
                  'upstream=$upstream_addr $upstream_status $upstream_response_time id=$request_id';

upstream atelje_api {
    # The process with the fewest requests in flight: one busy rendering a PDF gets fewer new ones.
    least_conn;
    # Passive health: open-source nginx never asks /api/ready (that is for an orchestrator or a load balancer that
    # probes). A process that failed a request (connection refused or timed out, or a 503 while it shuts down)
    # gets none for 5 s, then one to see if it is back. A process whose Redis is away still serves (ADR 031).
${servers}
    # Idle connections kept open to the processes; closed before Node's own 72 s keep-alive timeout, so nginx
    # never sends a request on a connection the process is closing.
    keepalive 64;
    keepalive_timeout 60s;
}

server {
    listen ${site.listen};
    server_name ${site.serverName};
    # TLS: add "listen 443 ssl http2;" with ssl_certificate and ssl_certificate_key (e.g. from certbot), and
    # redirect port 80 to https. The app sends HSTS itself in production.

    root ${site.webDistDir};
    access_log ${site.accessLog === 'off' ? 'off' : `${site.accessLog} atelje`};

    # API JSON and forms; Node refuses bodies over 1 MiB with its own JSON error, so this is only an outer bound.
    client_max_body_size 2m;

    # Text leaves gzipped by nginx: Accept-Encoding is not passed on, so Node spends no CPU on compression.
    gzip on;
    gzip_comp_level 5;
    gzip_min_length 1024;
    gzip_proxied any;
    gzip_vary on;
    gzip_types text/css text/plain text/xml application/javascript application/json application/xml
               application/manifest+json image/svg+xml;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    # Replaced, never appended to: a client cannot choose the address the login and form rate limits count.
    # With a load balancer or CDN in front, let nginx read the client address from it first (realip module):
    #   set_real_ip_from <its addresses>; real_ip_header X-Forwarded-For; real_ip_recursive on;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $host;
    # The app logs under this id and echoes it; it appears in this site's access log too.
    proxy_set_header X-Request-Id $request_id;
    proxy_set_header Accept-Encoding "";
    proxy_redirect off;
    # A process that is down is noticed at once (connection refused), one that hangs within 2 s.
    proxy_connect_timeout 2s;
    # Failed connections and a closing process's 503 go to the other process. nginx passes a POST or PATCH on
    # only when it never reached the process; one that did is the client's to retry.
    proxy_next_upstream error timeout http_503;
    proxy_buffers 16 16k;
    proxy_buffer_size 16k;
    # Large responses (media) are streamed with back-pressure instead of spooled to disk.
    proxy_max_temp_file_size 0;

    location ^~ /api/ {
        proxy_pass http://atelje_api;

        # Resumable uploads, streamed like the uploads below. Their 503 (Redis away: the upload's lock cannot be
        # shared, ADR 031) is about the request, not the process: it goes to the client, which tries again after
        # Retry-After, and takes no process out of rotation.
        location ^~ /api/admin/uploads/tus {
            proxy_pass http://atelje_api;
            client_max_body_size ${UPLOAD_BODY_MAX_MB}m;
            proxy_request_buffering off;
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
            proxy_next_upstream error timeout;
        }

        # Administrators' uploads (tus chunks, multipart files) stream through to Node as they arrive: Node
        # writes them to disk as it reads, checks rights before the body, and a cut connection keeps what came.
        location ~ ^/api/(?:admin/|videos/lesson-with-intro$) {
            proxy_pass http://atelje_api;
            client_max_body_size ${UPLOAD_BODY_MAX_MB}m;
            proxy_request_buffering off;
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
        }
    }

    # Hashed build files never change: cached for a year, precompressed by the build. Keep the previous build's
    # assets when deploying a new one, so pages already open can still load their chunks.
    location ^~ /assets/ {
        gzip_static on;${brotli}
        add_header Cache-Control "public, max-age=31536000, immutable";
        access_log off;
        try_files $uri =404;
    }

    # Prometheus scrapes each process directly (docs/decisions/016-operations.md), never through here.
    location = /metrics {
        return 404;
    }

    # Node answers these two (and every page: see @node), even if the build ever holds files of the same names.
    location = /sitemap.xml {
        proxy_pass http://atelje_api;
    }
    location = /robots.txt {
        proxy_pass http://atelje_api;
    }
    # No hidden file of the build (.vite/manifest.json) is public.
    location ~ /\\. {
        return 404;
    }

    # Other files of the build (favicon, landing images) from disk. Everything else is a page of the web app or a
    # route of Node, and goes to Node, which writes each page's title and link-preview tags into its HTML.
    location / {
        gzip_static on;${brotli}
        add_header Cache-Control "public, max-age=300";
        try_files $uri @node;
    }
    location @node {
        proxy_pass http://atelje_api;
    }
}
`;
}

export interface StandaloneOptions {
  /** nginx's -p prefix: pid file, error log and temporary files go here. */
  prefix: string;
  workerProcesses: number | 'auto';
  /** The user worker processes run as when nginx starts as root (Debian's nginx.conf says www-data). */
  user?: string;
  /** Debian's /etc/nginx/mime.types unless given. */
  mimeTypes?: string;
}

export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A whole nginx.conf around `site` that runs in the foreground without root's paths (`nginx -p prefix -c file`),
 * with the http settings of Debian's own nginx.conf. Tests and benches run the site this way.
 */
export function renderStandalone(site: string, options: StandaloneOptions): string {
  const at = (name: string) => path.join(options.prefix, name);
  const modules = site.includes('brotli_static') ? `load_module ${BROTLI_STATIC_MODULE};\n` : '';
  const user = options.user ? `user ${options.user};\n` : '';
  return `${modules}${user}daemon off;
worker_processes ${options.workerProcesses};
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events {
    worker_connections 4096;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include ${options.mimeTypes ?? '/etc/nginx/mime.types'};
    default_type application/octet-stream;
    client_body_temp_path ${at('client_body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};

${site}
}
`;
}

function cli(argv: string[]): string {
  const { values } = parseArgs({
    args: argv,
    options: {
      api: { type: 'string', multiple: true },
      'web-dist': { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'no-brotli': { type: 'boolean' },
      'access-log': { type: 'string' },
    },
  });
  return renderSite({
    upstreams: values.api ?? productionSite.upstreams,
    webDistDir: values['web-dist'] ? path.resolve(values['web-dist']) : productionSite.webDistDir,
    listen: values.listen ?? productionSite.listen,
    serverName: values['server-name'] ?? productionSite.serverName,
    brotli: !values['no-brotli'],
    accessLog: values['access-log'] ?? productionSite.accessLog,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(cli(process.argv.slice(2)));
}
