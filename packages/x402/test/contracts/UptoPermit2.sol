// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Test stand-ins, written for these tests, for the two contracts an x402 `upto` payment
/// goes through: Permit2's signature transfer (permitWitnessTransferFrom with unordered nonces)
/// and x402's upto proxy. The tests place their code at the canonical addresses the official
/// client signs for, so the official client's permits must verify here byte for byte.

struct TokenPermissions {
    address token;
    uint256 amount;
}

struct PermitTransferFrom {
    TokenPermissions permitted;
    uint256 nonce;
    uint256 deadline;
}

struct SignatureTransferDetails {
    address to;
    uint256 requestedAmount;
}

interface IToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

contract TestPermit2 {
    /// owner => word position => bitmap of used nonces.
    mapping(address => mapping(uint256 => uint256)) public nonceBitmap;

    bytes32 private constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    bytes32 private constant TOKEN_PERMISSIONS_TYPEHASH = keccak256("TokenPermissions(address token,uint256 amount)");
    string private constant PERMIT_WITNESS_STUB =
        "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,";

    /// Computed on every call (no immutables), so the code works at any address it is placed at.
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256("Permit2"), block.chainid, address(this)));
    }

    /// Moves up to the permitted amount to `details.to`, if `owner` signed the permit for this
    /// spender (msg.sender) and this witness, before its deadline, with an unused nonce.
    function permitWitnessTransferFrom(
        PermitTransferFrom calldata permit,
        SignatureTransferDetails calldata details,
        address owner,
        bytes32 witness,
        string calldata witnessTypeString,
        bytes calldata signature
    ) external {
        require(block.timestamp <= permit.deadline, "SignatureExpired");
        require(details.requestedAmount <= permit.permitted.amount, "InvalidAmount");
        _useNonce(owner, permit.nonce);
        bytes32 typeHash = keccak256(abi.encodePacked(PERMIT_WITNESS_STUB, witnessTypeString));
        bytes32 permissions = keccak256(abi.encode(TOKEN_PERMISSIONS_TYPEHASH, permit.permitted.token, permit.permitted.amount));
        bytes32 structHash = keccak256(abi.encode(typeHash, permissions, msg.sender, permit.nonce, permit.deadline, witness));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), structHash));
        require(signature.length == 65, "InvalidSignatureLength");
        address signer = ecrecover(digest, uint8(signature[64]), bytes32(signature[0:32]), bytes32(signature[32:64]));
        require(signer != address(0) && signer == owner, "InvalidSigner");
        require(IToken(permit.permitted.token).transferFrom(owner, details.to, details.requestedAmount), "TransferFailed");
    }

    function _useNonce(address owner, uint256 nonce) private {
        uint256 bit = 1 << (nonce & 0xff);
        uint256 flipped = nonceBitmap[owner][nonce >> 8] ^= bit;
        require(flipped & bit != 0, "InvalidNonce");
    }
}

/// Settles an upto permit: only the facilitator the payer named, only to the recipient the
/// payer named, any amount up to the permitted maximum.
contract TestUptoProxy {
    address public constant PERMIT2 = 0x000000000022D473030F116dDEE9F6B43aC78BA3;

    struct Witness {
        address to;
        address facilitator;
        uint256 validAfter;
    }

    string public constant WITNESS_TYPE_STRING =
        "Witness witness)TokenPermissions(address token,uint256 amount)Witness(address to,address facilitator,uint256 validAfter)";
    bytes32 public constant WITNESS_TYPEHASH = keccak256("Witness(address to,address facilitator,uint256 validAfter)");

    function settle(PermitTransferFrom calldata permit, uint256 amount, address owner, Witness calldata witness, bytes calldata signature) external {
        require(msg.sender == witness.facilitator, "UnauthorizedFacilitator");
        require(amount <= permit.permitted.amount, "AmountExceedsPermitted");
        require(witness.to != address(0), "InvalidDestination");
        require(block.timestamp >= witness.validAfter, "PaymentTooEarly");
        bytes32 witnessHash = keccak256(abi.encode(WITNESS_TYPEHASH, witness.to, witness.facilitator, witness.validAfter));
        TestPermit2(PERMIT2).permitWitnessTransferFrom(
            permit, SignatureTransferDetails(witness.to, amount), owner, witnessHash, WITNESS_TYPE_STRING, signature
        );
    }
}
