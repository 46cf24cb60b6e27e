// n8n loads this package's nodes and credentials from the paths listed under "n8n" in package.json.
