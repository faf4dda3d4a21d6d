// A widget that only ships a style sheet with the page (its _css): it draws nothing itself.
export default { render() {} };
