// Placeholder until this page is built (issue 7).
export default function QuotesPage(_props: { category?: 'interior' | 'concealed' }) {
  return <h1 className="font-serif text-4xl">Door Quotes</h1>;
}
