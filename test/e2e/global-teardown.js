'use strict';
const fs = require('fs');

module.exports = async function globalTeardown() {
	const dir = process.env.MAYAR_E2E_PACK_DIR;
	if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
