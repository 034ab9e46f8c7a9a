// The package ships no types: its default export is the list of consumer mailbox domains.
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
