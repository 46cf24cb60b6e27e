// n8n-core writes <N8N_USER_FOLDER>/.n8n/config on first use; keep that out of $HOME.
const fs = require('fs');
const os = require('os');
const path = require('path');
if (!process.env.N8N_USER_FOLDER) {
	process.env.N8N_USER_FOLDER = fs.mkdtempSync(path.join(os.tmpdir(), 'mayar-n8n-core-'));
}
process.env.N8N_ENCRYPTION_KEY = process.env.N8N_ENCRYPTION_KEY || 'mayar-test-encryption-key';
