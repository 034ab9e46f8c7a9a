// What both ends of the MCP surface agree on, kept free of server imports so `signalctl mcp`
// starts without loading the service.
export const MCP_PATH = '/mcp';
export const MCP_SERVER_NAME = 'signal-service';
