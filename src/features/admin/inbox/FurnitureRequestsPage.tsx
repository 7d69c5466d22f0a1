// Placeholder until this page is built (issue 7).
export default function FurnitureRequestsPage(_props: { category?: 'interior' | 'concealed' }) {
  return <h1 className="font-serif text-4xl">User Requests</h1>;
}
