/** The typed client of the catalogue; generated from the API's OpenAPI document once the API frame lands. */
export const API_CLIENT_VERSION = "0.1.0";
