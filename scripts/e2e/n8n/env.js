'use strict';
/* The owner, the encryption key and the environment every n8n process of an instance gets. */
const path = require('path');

const OWNER = Object.freeze({
	email: 'owner@e2e.local',
	password: 'E2e-Passw0rd!',
	firstName: 'E2E',
	lastName: 'Owner',
});
const ENCRYPTION_KEY = 'mayar-e2e-fixed-encryption-key-0123456789';

/** The environment keys that we never inherit from the caller's environment. */
const SCRUB =
	/^(N8N_|DB_|EXECUTIONS_|QUEUE_|WEBHOOK_URL$|GENERIC_TIMEZONE$|NODE_OPTIONS$|NODE_PATH$|NODE_ENV$|npm_|OFFLOAD_|CREDENTIALS_|EXTERNAL_|VUE_APP_|WORKFLOWS_)/;

/**
 * The caller's environment without n8n's own keys, then a headless n8n on loopback: sqlite in the user
 * folder, an env-managed owner, no telemetry. `extra` (startN8n's opts.env) overrides; undefined drops a key.
 */
function n8nEnv({ rt, major, mode, userFolder, port, brokerPort, redisPort, extra }) {
	const baseUrl = `http://127.0.0.1:${port}`;
	// bcrypt hash of the owner password, computed with n8n's own bcryptjs
	const bcrypt = require(rt.bcryptjs);
	const passwordHash = bcrypt.hashSync(OWNER.password, 10);

	const baseEnv = {};
	for (const [k, v] of Object.entries(process.env)) if (!SCRUB.test(k)) baseEnv[k] = v;
	Object.assign(baseEnv, {
		PATH: [rt.nodeBinDir, rt.n8nBinDir, process.env.PATH || '/usr/bin:/bin'].join(path.delimiter),
		N8N_USER_FOLDER: userFolder,
		// n8n makes files in the temp directory it does not remove (<tmp>/n8nDataTableUploads): in the user folder,
		// they go with it. index.js makes the folder.
		TMPDIR: path.join(userFolder, 'tmp'),
		TMP: path.join(userFolder, 'tmp'),
		TEMP: path.join(userFolder, 'tmp'),
		N8N_PORT: String(port),
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_PROTOCOL: 'http',
		N8N_EDITOR_BASE_URL: `${baseUrl}/`,
		WEBHOOK_URL: undefined,
		N8N_WEBHOOK_URL: `${baseUrl}/`,
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_RUNNERS_MODE: 'internal',
		N8N_PYTHON_ENABLED: 'false',
		N8N_ENCRYPTION_KEY: ENCRYPTION_KEY,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
		N8N_METRICS: 'false',
		N8N_PUBLIC_API_DISABLED: 'false',
		N8N_PUBLIC_API_SWAGGERUI_DISABLED: 'true',
		DB_TYPE: 'sqlite',
		DB_SQLITE_POOL_SIZE: '2',
		N8N_LOG_LEVEL: 'info',
		N8N_LOG_OUTPUT: 'console',
		N8N_INSTANCE_OWNER_MANAGED_BY_ENV: 'true',
		N8N_INSTANCE_OWNER_EMAIL: OWNER.email,
		N8N_INSTANCE_OWNER_FIRST_NAME: OWNER.firstName,
		N8N_INSTANCE_OWNER_LAST_NAME: OWNER.lastName,
		N8N_INSTANCE_OWNER_PASSWORD_HASH: passwordHash,
		EXECUTIONS_MODE: mode,
		TZ: process.env.TZ || 'UTC',
		GENERIC_TIMEZONE: 'UTC',
	});
	if (major === 1) {
		baseEnv.N8N_RUNNERS_ENABLED = 'true';
		baseEnv.WEBHOOK_URL = `${baseUrl}/`; // 1.x reads WEBHOOK_URL
		// 1.123.x defaults to the 'vm' expression engine (isolated-vm 6.2, prebuilt only for Node >= 22:
		// no ABI 115 binary); on Node 20 every command then exits 1 with "Could not initialize the vm
		// expression engine". 'legacy' is the in-process engine 1.x used before.
		baseEnv.N8N_EXPRESSION_ENGINE = 'legacy';
	}
	if (mode === 'queue') {
		Object.assign(baseEnv, {
			QUEUE_BULL_REDIS_HOST: '127.0.0.1',
			QUEUE_BULL_REDIS_PORT: String(redisPort),
			OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		});
	}
	Object.assign(baseEnv, extra || {});
	for (const k of Object.keys(baseEnv))
		if (baseEnv[k] === undefined || baseEnv[k] === null) delete baseEnv[k];
	return baseEnv;
}

module.exports = { OWNER, ENCRYPTION_KEY, n8nEnv };
