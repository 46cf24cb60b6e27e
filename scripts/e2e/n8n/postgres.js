'use strict';
/*
 * A throwaway PostgreSQL cluster for an instance started with startN8n({db: 'postgres'}): Debian's postgresql
 * package (installed through ensure-debian-package.sh when missing, as redis-server and chromium are), a cluster
 * made by initdb in <user folder>/postgres/data (trust authentication, superuser `postgres`), its server on a
 * free loopback port with its socket in the data folder, run as a long-lived process of the instance (its own
 * process group, stopped by stop() and by the safety nets, removed with the user folder).
 *
 * initdb and postgres refuse to run as root: as root they run as the `postgres` user the package creates (the
 * user folder is opened to it for traversal only, mode 0711); as anyone else, as that user.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const PG_USER = 'postgres';
const N8N_DATABASE = 'n8n';

/** The folder of Debian's PostgreSQL server binaries (initdb, postgres, psql), installing the package if needed. */
function ensurePostgresBinaries() {
	const script = path.join(__dirname, '..', 'ensure-debian-package.sh');
	const r = spawnSync(
		'bash',
		[script, 'postgresql', '/usr/lib/postgresql/*/bin/initdb', '--no-install-recommends'],
		{ encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
	);
	if (r.status !== 0)
		throw new Error(`ensure-debian-package.sh postgresql failed (exit ${r.status})`);
	const initdb = r.stdout.trim().split('\n').pop();
	return path.dirname(initdb);
}

/** {uid, gid} of the postgres user when we are root (initdb refuses root), else {} (run as ourselves). */
function runAs() {
	if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
	const id = (flag) => {
		const r = spawnSync('id', [flag, PG_USER], { encoding: 'utf8' });
		if (r.status !== 0)
			throw new Error(`running as root and there is no ${PG_USER} user to run PostgreSQL as`);
		return Number(r.stdout.trim());
	};
	return { uid: id('-u'), gid: id('-g') };
}

/**
 * ctx: the instance (userFolder, logDir, workDir); port: the loopback port for the server.
 * Returns { init(), serverCommand(), env, psql(sql, {database}), ready(), info }.
 */
function postgresCluster({ userFolder, logDir }, port) {
	const binDir = ensurePostgresBinaries();
	const as = runAs();
	const root = path.join(userFolder, 'postgres');
	const dataDir = path.join(root, 'data');
	const bin = (name) => path.join(binDir, name);
	let initialized = false;

	/** Runs a PostgreSQL client binary synchronously (as the postgres user when root); throws on failure. */
	function run(name, args, { input } = {}) {
		const r = spawnSync(bin(name), args, {
			encoding: 'utf8',
			input,
			cwd: root,
			env: { PATH: process.env.PATH, LANG: 'C', LC_ALL: 'C', PGCONNECT_TIMEOUT: '5' },
			...as,
			timeout: 120000,
			maxBuffer: 64 * 1024 * 1024, // an execution's data read back whole
		});
		if (r.status !== 0)
			throw new Error(
				`${name} ${args.join(' ')} failed (exit ${r.status}${r.error ? `, ${r.error.message}` : ''})\n${r.stdout || ''}${r.stderr || ''}`,
			);
		return r.stdout;
	}

	return {
		info: { host: '127.0.0.1', port, user: PG_USER, password: '', database: N8N_DATABASE, dataDir },
		/** The cluster, once per instance (a restart keeps it and its data). */
		init() {
			if (initialized) return;
			fs.mkdirSync(root, { recursive: true });
			if (as.uid !== undefined) {
				// the postgres user must reach <user folder>/postgres; it may not list the user folder
				fs.chmodSync(userFolder, 0o711);
				fs.chownSync(root, as.uid, as.gid);
			}
			fs.mkdirSync(logDir, { recursive: true });
			run('initdb', [
				'-D',
				dataDir,
				'-A',
				'trust',
				'-U',
				PG_USER,
				'-E',
				'UTF8',
				'--locale=C',
				'--no-sync',
			]);
			initialized = true;
		},
		/** The long-lived server: [command, args, spawn options]. Shut down fast on SIGINT. */
		serverCommand() {
			return [
				bin('postgres'),
				[
					'-D',
					dataDir,
					'-p',
					String(port),
					'-k',
					dataDir,
					'-c',
					'listen_addresses=127.0.0.1',
					'-c',
					'max_connections=200',
					// a throwaway cluster: no waiting on the disk (a crash loses it anyway)
					'-c',
					'fsync=off',
					'-c',
					'synchronous_commit=off',
					'-c',
					'full_page_writes=off',
				],
				as,
			];
		},
		/** Runs SQL with psql over TCP as the superuser; the output as unaligned tuples (-At). */
		psql(sql, { database = N8N_DATABASE } = {}) {
			return run('psql', [
				'-X',
				'-q',
				'-At',
				'-v',
				'ON_ERROR_STOP=1',
				'-h',
				'127.0.0.1',
				'-p',
				String(port),
				'-U',
				PG_USER,
				'-d',
				database,
				'-c',
				sql,
			]);
		},
		/** Whether the server accepts connections. */
		ready() {
			const r = spawnSync(
				bin('pg_isready'),
				['-q', '-h', '127.0.0.1', '-p', String(port), '-U', PG_USER, '-d', 'postgres'],
				{ timeout: 5000 },
			);
			return r.status === 0;
		},
		/** The database n8n uses (made once, after the first start). */
		createN8nDatabase() {
			const exists = run('psql', [
				'-X',
				'-At',
				'-h',
				'127.0.0.1',
				'-p',
				String(port),
				'-U',
				PG_USER,
				'-d',
				'postgres',
				'-c',
				`SELECT 1 FROM pg_database WHERE datname = '${N8N_DATABASE}'`,
			]).trim();
			if (exists !== '1')
				run('psql', [
					'-X',
					'-q',
					'-h',
					'127.0.0.1',
					'-p',
					String(port),
					'-U',
					PG_USER,
					'-d',
					'postgres',
					'-c',
					`CREATE DATABASE ${N8N_DATABASE}`,
				]);
		},
	};
}

/** The env that points n8n at the cluster. */
function postgresEnv(info) {
	return {
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: info.host,
		DB_POSTGRESDB_PORT: String(info.port),
		DB_POSTGRESDB_DATABASE: info.database,
		DB_POSTGRESDB_USER: info.user,
		DB_POSTGRESDB_PASSWORD: info.password,
		DB_POSTGRESDB_SCHEMA: 'public',
		// n8n's default pool is 2 connections a process: a worker running 10 executions at once then waits for one,
		// and past DB_POSTGRESDB_CONNECTION_TIMEOUT (20 s) n8n fails the execution ("timeout exceeded when trying to
		// connect"), as one did once with a worker killed mid-burst and npm test beside it. A pool the size of the
		// worker's concurrency, as a queue-mode deployment would set it.
		DB_POSTGRESDB_POOL_SIZE: '10',
		// and even so, on the 2-core CI machine with a worker killed mid-burst and npm test beside it, one execution
		// waited over the default 20 s for a connection and failed (November 2026): a starved machine's wait, not a
		// fault of the node under test, so a minute
		DB_POSTGRESDB_CONNECTION_TIMEOUT: '60000',
		// n8n 2.41's database monitor pings every 2 s through the same pool and calls the database lost when the ping
		// has no connection within 5 s: main then answers 503 ("Database is not ready!") and, after 3 such pings, ends
		// its pool and opens a new one, failing every query in flight. Under the flash sale's 100 webhooks a busy pool
		// is not a lost database (CI run 22: "Database ping failed: Database connection timed out", then "Triggering
		// database connection recovery"; run 21: 17 credential checks and a poll's execution failed with it). The
		// ping waits for a connection as long as a query does.
		DB_PING_TIMEOUT_MS: '60000',
		DB_SQLITE_POOL_SIZE: undefined,
	};
}

module.exports = { postgresCluster, postgresEnv, ensurePostgresBinaries };
